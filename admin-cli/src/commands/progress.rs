//! Progress bars on standard error for the store's long operations. They draw
//! only when standard error is a terminal, so scripts and `--json` output
//! stay clean.

use std::sync::Mutex;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};
use wortwert_store::Progress;

/// One bar per stage: a bar with a rate when the stage's length is known,
/// a spinner otherwise.
pub struct Bars {
    current: Mutex<Option<ProgressBar>>,
}

impl Bars {
    pub fn new() -> Bars {
        Bars {
            current: Mutex::new(None),
        }
    }

    fn replace(&self, next: Option<ProgressBar>) {
        let mut current = self.current.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(done) = current.take() {
            done.finish_and_clear();
        }
        *current = next;
    }
}

impl Progress for Bars {
    fn stage(&self, name: &str, total: Option<u64>) {
        let bar = match total {
            Some(total) => ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr())
                .with_style(
                    ProgressStyle::with_template(
                        "{prefix:>24} [{bar:30}] {done}/{total} rows ({rate}, {eta} left)",
                    )
                    .map(|style| {
                        style
                            .with_key("rate", rate)
                            .with_key("done", rows_done)
                            .with_key("total", rows_total)
                    })
                    .unwrap_or_else(|_| ProgressStyle::default_bar())
                    .progress_chars("=> "),
                ),
            None => ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr()).with_style(
                ProgressStyle::with_template("{prefix:>24} {spinner} {elapsed} {msg}")
                    .unwrap_or_else(|_| ProgressStyle::default_spinner()),
            ),
        }
        .with_prefix(name.to_owned());
        bar.enable_steady_tick(Duration::from_millis(120));
        self.replace(Some(bar));
    }

    fn advance(&self, steps: u64) {
        let current = self.current.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(bar) = current.as_ref() {
            bar.inc(steps);
            if bar.length().is_none() {
                bar.set_message(format!("{} rows", crate::output::group(bar.position())));
            }
        }
    }

    fn finish(&self) {
        self.replace(None);
    }
}

/// Rows done and rows in all, grouped as every number the CLI prints
/// (indicatif's own `human_pos` writes `356,010`).
fn rows_done(state: &ProgressState, out: &mut dyn std::fmt::Write) {
    let _ = write!(out, "{}", crate::output::group(state.pos()));
}

fn rows_total(state: &ProgressState, out: &mut dyn std::fmt::Write) {
    let _ = write!(
        out,
        "{}",
        state
            .len()
            .map_or_else(|| "?".to_owned(), crate::output::group)
    );
}

/// Rows per second as people read them: `92 667 rows/s`, whole rows.
fn rate(state: &ProgressState, out: &mut dyn std::fmt::Write) {
    let _ = write!(
        out,
        "{} rows/s",
        crate::output::group(state.per_sec().round() as u64)
    );
}

impl Drop for Bars {
    /// Clears a bar left by an operation that failed, before the error is printed.
    fn drop(&mut self) {
        self.replace(None);
    }
}
