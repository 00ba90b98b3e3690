//! `GET /v1/lexicon/events`: the lexicon's versions as Server-Sent Events,
//! so a front end refreshes its offline copy (the export) when a version is
//! served, scheduled, superseded or withdrawn, without polling.
//!
//! Events follow the replica's own view of the versions: `ServedVersions` wakes
//! the stream whenever the versions known or the one served change (on an
//! announcement of the reload bus at once, else at the periodic check).
//! An event's id is the same on every replica: `version × 4 + n` (n: 0
//! scheduled, 1 served, 2 superseded, 3 withdrawn), so ids grow with what
//! happened to a version and with the versions published, and a client
//! reconnecting with `Last-Event-ID` (as `EventSource` does by itself) to
//! any replica is sent every event of the versions as they stand with a
//! greater id: what it missed. Without it the stream opens with the served
//! version's event. A withdrawn version stays in the list as `withdrawn`
//! (the highest id of its version), so a resume replays it; only the
//! withdrawal of a version older than the newest one a client had already
//! heard of has a smaller id than that client's last, and reaches it on an
//! open stream only. When the served version is withdrawn, the version
//! served again had its `served` event before: the `withdrawn` event is the
//! news.
//!
//! Bounded: at most [`MAX_STREAMS`] streams a replica (503 with
//! `Retry-After` beyond), each open at most [`STREAM_SECONDS`] (the client
//! reconnects and resumes), a comment every [`KEEP_ALIVE`] so proxies keep
//! it open, and every stream ends when the server shuts down.

use std::collections::{BTreeMap, VecDeque};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use actix_web::http::StatusCode;
use actix_web::http::header::{CACHE_CONTROL, CONTENT_TYPE, HeaderValue};
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, get, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::messages::ServiceMessage;
use crate::problem::{Problem, ProblemKind};
use crate::routes::lexicon::{VersionState, VersionView, version_views};
use crate::state::AppState;

/// Streams one replica keeps open at once.
pub const MAX_STREAMS: usize = 512;
/// How long one stream stays open before the client is asked to reconnect.
pub const STREAM_SECONDS: u64 = 3600;
/// A comment line this often keeps idle proxies from closing the stream.
pub const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// How long `EventSource` waits before reconnecting (its `retry` field).
const RECONNECT_MS: u32 = 5_000;

static OPEN_STREAMS: AtomicUsize = AtomicUsize::new(0);

/// What happened to a version.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// Published with an effective date still to come.
    Scheduled,
    /// Served to requests that name no version (now, or before a later one).
    Served,
    /// Never to be served: a version published later starts no later.
    Superseded,
    /// Withdrawn by the maintainers (or no longer listed): never served
    /// again; when it was the served one, the newest version served
    /// before it that stands is served again.
    Withdrawn,
}

impl EventKind {
    fn rank(self) -> u64 {
        match self {
            EventKind::Scheduled => 0,
            EventKind::Served => 1,
            EventKind::Superseded => 2,
            EventKind::Withdrawn => 3,
        }
    }

    fn name(self) -> &'static str {
        match self {
            EventKind::Scheduled => "scheduled",
            EventKind::Served => "served",
            EventKind::Superseded => "superseded",
            EventKind::Withdrawn => "withdrawn",
        }
    }

    fn of(state: VersionState) -> EventKind {
        match state {
            VersionState::Served | VersionState::Earlier => EventKind::Served,
            VersionState::Scheduled => EventKind::Scheduled,
            VersionState::Superseded => EventKind::Superseded,
            VersionState::Withdrawn => EventKind::Withdrawn,
        }
    }
}

/// One event: the SSE `data` line (JSON), its `event` and `id` fields.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct VersionEvent {
    /// The event's id, also its SSE `id`: the version × 4, plus 0
    /// (scheduled), 1 (served), 2 (superseded) or 3 (withdrawn). The same
    /// on every replica; send the last one seen as `Last-Event-ID` to
    /// resume.
    pub id: u64,
    /// What happened, also the SSE `event` name.
    pub event: EventKind,
    /// The version, as `lexicon_version` names it.
    pub version: u32,
    /// Its first day (absent for a bundle).
    #[schema(value_type = Option<String>, format = Date, example = "2027-01-01")]
    pub effective_from: Option<chrono::NaiveDate>,
    /// SHA-256 of its snapshot, as the export's manifest names it.
    pub checksum: String,
    /// With `superseded`: the version served instead.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub superseded_by: Option<u32>,
}

fn event_of(view: &VersionView) -> VersionEvent {
    let event = EventKind::of(view.state);
    VersionEvent {
        id: u64::from(view.version) * 4 + event.rank(),
        event,
        version: view.version,
        effective_from: view.effective_from,
        checksum: view.checksum.clone(),
        superseded_by: view.superseded_by,
    }
}

/// What one stream has announced, and what it announces next. Pure: the
/// versions in, the events out.
#[derive(Debug, Default)]
pub struct Announcer {
    /// Each version's last event as sent.
    sent: BTreeMap<u32, VersionEvent>,
}

impl Announcer {
    /// The events a new stream opens with: with `last_event_id`, every
    /// event of the versions as they stand with a greater id (withdrawals
    /// before the stream opened cannot be told); without, the served
    /// version's.
    pub fn open(
        views: &[VersionView],
        last_event_id: Option<u64>,
    ) -> (Announcer, Vec<VersionEvent>) {
        let events: Vec<VersionEvent> = views.iter().map(event_of).collect();
        let first = match last_event_id {
            Some(seen) => events.iter().filter(|e| e.id > seen).cloned().collect(),
            None => views
                .iter()
                .zip(&events)
                .filter(|(view, _)| view.state == VersionState::Served)
                .map(|(_, event)| event.clone())
                .collect(),
        };
        let sent = events.into_iter().map(|e| (e.version, e)).collect();
        (Announcer { sent }, first)
    }

    /// The events since the last call: each version whose event changed,
    /// appeared or (withdrawn) disappeared, in id order. A version that
    /// disappears counts as withdrawn, once: it is remembered as such, so
    /// a list that loses and regains it (read from Redis while the
    /// database is unreachable, then from the database) says nothing twice.
    pub fn next(&mut self, views: &[VersionView]) -> Vec<VersionEvent> {
        let mut now: BTreeMap<u32, VersionEvent> =
            views.iter().map(|v| (v.version, event_of(v))).collect();
        for (version, gone) in &self.sent {
            now.entry(*version).or_insert_with(|| VersionEvent {
                id: u64::from(*version) * 4 + EventKind::Withdrawn.rank(),
                event: EventKind::Withdrawn,
                superseded_by: None,
                ..gone.clone()
            });
        }
        let mut events: Vec<VersionEvent> = now
            .values()
            .filter(|e| self.sent.get(&e.version) != Some(e))
            .cloned()
            .collect();
        events.sort_by_key(|e| e.id);
        self.sent = now;
        events
    }
}

/// An event as SSE lines.
fn frame(event: &VersionEvent) -> Bytes {
    let data = serde_json::to_string(event).unwrap_or_default();
    Bytes::from(format!(
        "id: {}\nevent: {}\ndata: {data}\n\n",
        event.id,
        event.event.name()
    ))
}

/// A place among the open streams, given back when the stream ends.
struct Slot;

impl Slot {
    fn take() -> Option<Slot> {
        let taken = OPEN_STREAMS.fetch_add(1, Ordering::AcqRel);
        if taken >= MAX_STREAMS {
            OPEN_STREAMS.fetch_sub(1, Ordering::AcqRel);
            return None;
        }
        Some(Slot)
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        OPEN_STREAMS.fetch_sub(1, Ordering::AcqRel);
    }
}

/// What a stream needs between its events.
struct Live {
    state: web::Data<AppState>,
    changes: tokio::sync::watch::Receiver<u64>,
    announcer: Announcer,
    pending: VecDeque<Bytes>,
    ends_at: tokio::time::Instant,
    stopping: Option<actix_server::GracefulShutdownSignal>,
    _slot: Slot,
}

impl Live {
    /// The next chunk to send, or `None` when the stream ends.
    async fn next_chunk(&mut self) -> Option<Bytes> {
        loop {
            if let Some(chunk) = self.pending.pop_front() {
                return Some(chunk);
            }
            let stopping = async {
                match &self.stopping {
                    Some(signal) => signal.notified().await,
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                changed = self.changes.changed() => {
                    if changed.is_err() {
                        return None;
                    }
                    if let Some(current) = self.state.lexicon.current() {
                        let views = version_views(&self.state, &current);
                        let events = self.announcer.next(&views);
                        self.pending.extend(events.iter().map(frame));
                    }
                }
                () = tokio::time::sleep(KEEP_ALIVE) => {
                    return Some(Bytes::from_static(b": keep-alive\n\n"));
                }
                () = tokio::time::sleep_until(self.ends_at) => return None,
                () = stopping => return None,
            }
        }
    }
}

/// Announcements of the lexicon's versions (Server-Sent Events)
///
/// A stream of `text/event-stream` events, one per version served,
/// scheduled, superseded or withdrawn, as this replica learns of it (within
/// a second of a publish or withdrawal announced on the replicas' Redis). Each event's
/// `data` is a `VersionEvent` (JSON), its `event` field the kind, its `id`
/// the event's id. Send the last id seen as `Last-Event-ID` (`EventSource`
/// does on reconnecting) to be sent what was missed; an id this service
/// never sent counts as none. Without it the stream opens with the served
/// version. A comment line every 15 s keeps it open; after an hour the
/// service ends it (reconnect and resume). A front end refreshes its
/// offline copy (`getLexiconExport`) on `served`, and on `withdrawn` of the
/// version it holds (the version served instead is the newest `served` one
/// not withdrawn; `listLexiconVersions` names it).
#[utoipa::path(
    operation_id = "streamLexiconEvents",
    tag = "lexicon",
    params(
        ("Last-Event-ID" = Option<u64>, Header, description = "The id of the last event seen: the stream starts with every later one."),
    ),
    responses(
        (status = 200, description = "The events, as they happen (`text/event-stream`; each `data` a `VersionEvent`)", body = VersionEvent, content_type = "text/event-stream"),
        (status = 503, description = "No lexicon is loaded yet, or this replica holds as many streams as it keeps open (`not-ready`, with `Retry-After`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/lexicon/events")]
pub async fn stream_events(
    state: web::Data<AppState>,
    request: HttpRequest,
) -> Result<HttpResponse, Problem> {
    let current = state.lexicon.resolve(None).await?;
    let Some(slot) = Slot::take() else {
        return Err(Problem::said(
            StatusCode::SERVICE_UNAVAILABLE,
            ProblemKind::NotReady,
            ServiceMessage::EventStreamsFull {
                limit: MAX_STREAMS as u64,
            },
        )
        .retry_after(30));
    };
    let last_event_id = request
        .headers()
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    // Subscribed before the first list is read: a change in between wakes
    // the stream, which then finds nothing new rather than missing it.
    let changes = state.lexicon.versions_changed();
    let views = version_views(&state, &current);
    let (announcer, first) = Announcer::open(&views, last_event_id);
    let mut pending: VecDeque<Bytes> = VecDeque::new();
    pending.push_back(Bytes::from(format!("retry: {RECONNECT_MS}\n\n")));
    pending.extend(first.iter().map(frame));
    let live = Live {
        state: state.clone(),
        changes,
        announcer,
        pending,
        ends_at: tokio::time::Instant::now() + Duration::from_secs(STREAM_SECONDS),
        stopping: request
            .app_data::<web::Data<actix_server::GracefulShutdownSignal>>()
            .map(|signal| signal.get_ref().clone()),
        _slot: slot,
    };
    let stream = futures_util::stream::unfold(live, |mut live| async move {
        let chunk = live.next_chunk().await?;
        Some((Ok::<Bytes, actix_web::Error>(chunk), live))
    });
    Ok(HttpResponse::Ok()
        .insert_header((CONTENT_TYPE, HeaderValue::from_static("text/event-stream")))
        .insert_header((CACHE_CONTROL, HeaderValue::from_static("no-store")))
        // Proxies that buffer answers (nginx) pass this one on at once.
        .insert_header(("x-accel-buffering", "no"))
        .streaming(stream))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(version: u32, state: VersionState) -> VersionView {
        VersionView {
            version,
            state,
            effective_from: chrono::NaiveDate::from_ymd_opt(2026, 1, version),
            published_at: None,
            note: None,
            checksum: format!("c{version}"),
            counts: None,
            superseded_by: (state == VersionState::Superseded).then_some(version + 1),
            withdrawn_at: (state == VersionState::Withdrawn)
                .then_some(chrono::DateTime::UNIX_EPOCH),
            withdrawal_reason: (state == VersionState::Withdrawn).then(|| "wrong".to_owned()),
        }
    }

    fn ids(events: &[VersionEvent]) -> Vec<(u32, EventKind)> {
        events.iter().map(|e| (e.version, e.event)).collect()
    }

    #[test]
    fn a_stream_opens_with_the_served_version_or_what_came_after_the_last_id() {
        use VersionState::*;
        let views = [view(1, Earlier), view(2, Served), view(3, Scheduled)];
        let (_, first) = Announcer::open(&views, None);
        assert_eq!(ids(&first), [(2, EventKind::Served)]);
        // Seen up to version 1 served (id 5): version 2 served, 3 scheduled.
        let (_, resumed) = Announcer::open(&views, Some(5));
        assert_eq!(
            ids(&resumed),
            [(2, EventKind::Served), (3, EventKind::Scheduled)]
        );
        assert_eq!(resumed[0].id, 9);
        // Seen everything: nothing.
        let (_, none) = Announcer::open(&views, Some(12));
        assert!(none.is_empty());
    }

    #[test]
    fn changes_are_announced_once_in_id_order() {
        use VersionState::*;
        let (mut announcer, _) = Announcer::open(&[view(1, Earlier), view(2, Served)], None);
        // A publish for later, then its day comes, then a version vanishes.
        /// The versions listed, and the events they must bring.
        type Step<'a> = (&'a [VersionView], &'a [(u32, EventKind)]);
        let steps: [Step; 5] = [
            (&[view(1, Earlier), view(2, Served)], &[]),
            (
                &[view(1, Earlier), view(2, Served), view(3, Scheduled)],
                &[(3, EventKind::Scheduled)],
            ),
            (
                &[view(1, Earlier), view(2, Earlier), view(3, Served)],
                &[(3, EventKind::Served)],
            ),
            (
                &[
                    view(1, Earlier),
                    view(3, Served),
                    view(4, Superseded),
                    view(5, Scheduled),
                ],
                &[
                    (2, EventKind::Withdrawn),
                    (4, EventKind::Superseded),
                    (5, EventKind::Scheduled),
                ],
            ),
            (
                &[
                    view(1, Earlier),
                    view(3, Served),
                    view(4, Superseded),
                    view(5, Scheduled),
                ],
                &[],
            ),
        ];
        for (views, expected) in steps {
            assert_eq!(ids(&announcer.next(views)), expected);
        }
    }

    #[test]
    fn a_withdrawal_is_announced_live_and_replayed_on_resume() {
        use VersionState::*;
        let before = [view(1, Earlier), view(2, Served)];
        let (mut announcer, first) = Announcer::open(&before, None);
        assert_eq!(ids(&first), [(2, EventKind::Served)]);
        // Version 2 withdrawn: version 1 is served again, which it was
        // before; the withdrawal is the news, with the highest id so far.
        let after = [view(1, Served), view(2, Withdrawn)];
        let live = announcer.next(&after);
        assert_eq!(ids(&live), [(2, EventKind::Withdrawn)]);
        assert_eq!(live[0].id, 11);
        assert!(announcer.next(&after).is_empty(), "said once");
        // Gone from a list read from Redis, then back: nothing more.
        assert!(announcer.next(&[view(1, Served)]).is_empty());
        assert!(announcer.next(&after).is_empty());
        // A client that saw version 2 served (id 9) resumes: the withdrawal.
        let (_, resumed) = Announcer::open(&after, Some(9));
        assert_eq!(ids(&resumed), [(2, EventKind::Withdrawn)]);
        assert_eq!(resumed[0].id, 11);
        // One that saw it too is sent nothing.
        let (_, none) = Announcer::open(&after, Some(11));
        assert!(none.is_empty());
        // A new stream opens with the version served now.
        let (_, fresh) = Announcer::open(&after, None);
        assert_eq!(ids(&fresh), [(1, EventKind::Served)]);
    }

    #[test]
    fn an_event_is_sse_lines_with_its_id_kind_and_json() {
        let text = frame(&event_of(&view(3, VersionState::Scheduled)));
        assert_eq!(
            std::str::from_utf8(&text).expect("text"),
            "id: 12\nevent: scheduled\ndata: {\"id\":12,\"event\":\"scheduled\",\"version\":3,\
             \"effective_from\":\"2026-01-03\",\"checksum\":\"c3\"}\n\n"
        );
    }
}
