//! The deployment's settings, loaded the one way the service and the admin
//! CLI share: `config/default.toml` (compiled in), then the file named by
//! `WORTWERT_CONFIG` if set, then variables `WORTWERT__SECTION__KEY`
//! (e.g. `WORTWERT__DATABASE__URL`). Each program deserialises the sections
//! it needs from the same layers, so both see the same values and defaults.

use std::path::PathBuf;

use config::builder::DefaultState;
use config::{Config, ConfigBuilder, Environment, File, FileFormat};
use serde::Deserialize;

/// The defaults of every setting, with comments: `config/default.toml`.
pub const DEFAULTS: &str = include_str!("../../config/default.toml");

/// The layers in order: defaults, the file, the environment. `list_keys`
/// are read from the environment as comma-separated lists.
pub fn layers(file: Option<PathBuf>, list_keys: &[&str]) -> ConfigBuilder<DefaultState> {
    let mut builder = Config::builder().add_source(File::from_str(DEFAULTS, FileFormat::Toml));
    if let Some(path) = file {
        builder = builder.add_source(File::from(path).required(true));
    }
    let mut environment = Environment::with_prefix("WORTWERT")
        .prefix_separator("__")
        .separator("__")
        .try_parsing(true);
    if !list_keys.is_empty() {
        environment = environment.list_separator(",");
        for key in list_keys {
            environment = environment.with_list_parse_key(key);
        }
    }
    builder.add_source(environment)
}

/// The file named by `WORTWERT_CONFIG`, if any.
pub fn config_file() -> Option<PathBuf> {
    std::env::var_os("WORTWERT_CONFIG").map(PathBuf::from)
}

/// `[database]`: where the lexicon store is.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct DatabaseSettings {
    /// `postgres://user[:password]@host[:port]/db`; empty: no database.
    pub url: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Deserialize)]
    struct Sections {
        database: DatabaseSettings,
    }

    #[test]
    fn the_defaults_name_no_database() {
        let sections: Sections = layers(None, &[])
            .build()
            .and_then(Config::try_deserialize)
            .expect("the defaults load");
        assert_eq!(sections.database.url, "");
    }
}
