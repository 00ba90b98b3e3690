//! `wortwert`: runs the service; `wortwert openapi` prints its OpenAPI document.

use std::process::ExitCode;

use wortwert_service::configuration::Settings;
use wortwert_service::state::Rulesets;
use wortwert_service::{allocator, openapi, sources, startup, telemetry};

/// Only with the `mimalloc` feature, to compare: glibc's malloc, tuned by
/// [`allocator::tune`], gives memory back better (docs/benchmarks.md).
#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    allocator::tune();
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        None | Some("serve") => serve(),
        Some("openapi") => print_openapi(),
        Some("-h" | "--help" | "help") => {
            println!(
                "usage: wortwert [serve|openapi]\n\n  serve    run the service (default); configuration: config/default.toml, WORTWERT_CONFIG, WORTWERT__SECTION__KEY\n  openapi  print the OpenAPI document"
            );
            ExitCode::SUCCESS
        }
        Some(other) => {
            eprintln!("error: unknown command `{other}` (try `wortwert --help`)");
            ExitCode::from(2)
        }
    }
}

/// The document the service serves with this configuration (its limits and
/// rulesets are in it).
fn print_openapi() -> ExitCode {
    let settings = match Settings::load() {
        Ok(settings) => settings,
        Err(e) => {
            eprintln!("error: configuration: {e}");
            return ExitCode::FAILURE;
        }
    };
    let rulesets = match sources::load_rulesets(&settings.rulesets.dir) {
        Ok(rulesets) => Rulesets::new(rulesets),
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let document = match openapi::document(&settings.limits, &rulesets) {
        Ok(document) => document,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    match serde_json::to_string_pretty(&document) {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: cannot encode the OpenAPI document: {e}");
            ExitCode::FAILURE
        }
    }
}

fn serve() -> ExitCode {
    let settings = match Settings::load() {
        Ok(settings) => settings,
        Err(e) => {
            eprintln!("error: configuration: {e}");
            return ExitCode::FAILURE;
        }
    };
    telemetry::init(&settings.log);
    let runtime = actix_web::rt::System::new();
    runtime.block_on(async {
        let app = match startup::build(&settings).await {
            Ok(app) => app,
            Err(e) => {
                tracing::error!("start-up failed: {e}");
                eprintln!("error: {e}");
                return ExitCode::FAILURE;
            }
        };
        // A stable line that scripts and tests read to find the port.
        println!("wortwert listening on http://{}", app.address);
        tracing::info!(address = %app.address, "listening");
        match app.server.await {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: server: {e}");
                ExitCode::FAILURE
            }
        }
    })
}
