//! Progress on standard error for the commands that can take more than a
//! second on a real-size lexicon (import, publish, diff, stats, check,
//! export, bundle build, …). By default (`--progress auto`) bars are drawn
//! only when standard error is a terminal, so scripts and logs stay clean;
//! `--progress always` writes one line per stage where it is not a terminal
//! (a CI log), `--progress never` nothing. Under `--json` nothing is ever
//! written, whatever `--progress` says.

use std::io::IsTerminal;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use clap::ValueEnum;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};
use wortwert_store::Progress;

use crate::commands::Context;

/// When progress is shown (`--progress`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum ProgressMode {
    /// Bars on standard error when it is a terminal, nothing otherwise.
    #[default]
    Auto,
    /// Bars on a terminal, else one line per stage (for logs).
    Always,
    /// Nothing.
    Never,
}

/// How this process shows progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Draw {
    /// indicatif's bars and spinners on the terminal.
    Bars,
    /// A line when a stage begins and one when it ends.
    Lines,
    Off,
}

/// A stage as the line mode tells it.
struct Stage {
    name: String,
    started: Instant,
    steps: u64,
}

/// One bar per stage: a bar with a rate when the stage's length is known,
/// a spinner with the time spent (and the rows, when counted) otherwise.
pub struct Bars {
    draw: Draw,
    current: Mutex<Option<ProgressBar>>,
    stage: Mutex<Option<Stage>>,
}

impl Bars {
    /// Progress as the command line asked (`--progress`, `--json`).
    pub fn of(context: &Context) -> Bars {
        Bars::with(context.progress, context.json)
    }

    /// Progress in `mode`; none under `--json`.
    pub fn with(mode: ProgressMode, json: bool) -> Bars {
        let terminal = std::io::stderr().is_terminal();
        let draw = match mode {
            _ if json => Draw::Off,
            ProgressMode::Never => Draw::Off,
            ProgressMode::Auto | ProgressMode::Always if terminal => Draw::Bars,
            ProgressMode::Always => Draw::Lines,
            ProgressMode::Auto => Draw::Off,
        };
        Bars {
            draw,
            current: Mutex::new(None),
            stage: Mutex::new(None),
        }
    }

    fn replace(&self, next: Option<ProgressBar>) {
        let mut current = self.current.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(done) = current.take() {
            done.finish_and_clear();
        }
        *current = next;
    }

    /// Ends the line mode's stage: its time, and its rows when counted.
    fn end_line(&self, next: Option<Stage>) {
        let mut stage = self.stage.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(done) = stage.take() {
            let rows = if done.steps > 0 {
                format!("{}, ", crate::output::count(done.steps, "row", "rows"))
            } else {
                String::new()
            };
            eprintln!(
                "{}: done ({rows}{:.1} s)",
                done.name,
                done.started.elapsed().as_secs_f64()
            );
        }
        if let Some(next) = &next {
            eprintln!("{} …", next.name);
        }
        *stage = next;
    }

    fn bar(name: &str, total: Option<u64>) -> ProgressBar {
        match total {
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
        .with_prefix(name.to_owned())
    }
}

impl Progress for Bars {
    fn stage(&self, name: &str, total: Option<u64>) {
        match self.draw {
            Draw::Off => {}
            Draw::Lines => self.end_line(Some(Stage {
                name: name.to_owned(),
                started: Instant::now(),
                steps: 0,
            })),
            Draw::Bars => {
                let bar = Bars::bar(name, total);
                bar.enable_steady_tick(Duration::from_millis(120));
                self.replace(Some(bar));
            }
        }
    }

    fn advance(&self, steps: u64) {
        match self.draw {
            Draw::Off => {}
            Draw::Lines => {
                let mut stage = self.stage.lock().unwrap_or_else(|e| e.into_inner());
                if let Some(stage) = stage.as_mut() {
                    stage.steps += steps;
                }
            }
            Draw::Bars => {
                let current = self.current.lock().unwrap_or_else(|e| e.into_inner());
                if let Some(bar) = current.as_ref() {
                    bar.inc(steps);
                    if bar.length().is_none() {
                        bar.set_message(crate::output::count(bar.position(), "row", "rows"));
                    }
                }
            }
        }
    }

    fn finish(&self) {
        match self.draw {
            Draw::Off => {}
            Draw::Lines => self.end_line(None),
            Draw::Bars => self.replace(None),
        }
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
    /// Clears a bar left by an operation that failed, before the error is
    /// printed (the line mode says nothing more: the error follows).
    fn drop(&mut self) {
        self.replace(None);
    }
}
