//! Logging set-up: `tracing` with an env-filter, as text or JSON lines.

use tracing_subscriber::EnvFilter;

use crate::configuration::{LogFormat, LogSettings};

/// Installs the global subscriber. `RUST_LOG` wins over the configured filter.
pub fn init(settings: &LogSettings) {
    let filter = EnvFilter::try_from_default_env()
        .or_else(|_| EnvFilter::try_new(&settings.filter))
        .unwrap_or_else(|_| EnvFilter::new("info"));
    // Colour codes only for a person at a terminal, never into files or collectors.
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .with_writer(std::io::stderr);
    // A second initialisation (tests) is harmless: keep the first.
    let _ = match settings.format {
        LogFormat::Json => builder.json().flatten_event(true).try_init(),
        LogFormat::Text => builder.try_init(),
    };
}
