//! Request heads the HTTP reader would refuse without a word, refused with a
//! problem document instead.
//!
//! actix-http answers a head it cannot take (a request target beyond the
//! `http` crate's 64 KiB, a head beyond its 128 KiB buffer, bytes that are
//! not HTTP) with a bare 400 or 431 before any of the service's code runs,
//! and offers no hook to word that answer. So each connection's bytes pass
//! through [`stream::GuardedStream`], which follows the HTTP/1.1 framing
//! ([`Framing`]): it holds each request head back until it is whole, checks
//! it against the service's own limits (`limits.uri_bytes`,
//! `limits.head_bytes`, both well below actix-http's) and with `httparse`
//! (the parser actix-http uses), and passes it on unchanged when it is
//! fine. A head it refuses never reaches actix-http: the reader sees the
//! connection end there, and the guard writes the problem document, in the
//! language the head asked for, before the connection closes.
//!
//! Bodies pass straight through, counted by their `Content-Length` or
//! chunk sizes so the next head is found. Whatever the guard does not fully
//! understand (an upgrade, `CONNECT`, a body framed two ways, an
//! unreadable chunk line) ends its work on that connection: from there on
//! actix-http alone reads it, so a body is never mistaken for a head.

pub mod stream;

use actix_web::http::StatusCode;
use wortwert_domain::messages::Lang;

use crate::language;
use crate::messages::ServiceMessage;
use crate::problem::{Problem, ProblemKind};

/// The most header fields a head may have: actix-http's own bound
/// (`MAX_HEADERS`), beyond which it answers a bare 431.
const MAX_HEADER_FIELDS: usize = 96;

/// The longest chunk-size or trailer line the guard follows; a longer one
/// (legal, but only with absurd chunk extensions) hands the connection to
/// actix-http.
const MAX_CHUNK_LINE: usize = 4096;

/// What the guard holds a head to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HeadLimits {
    /// The longest request target (path and query) in bytes: 414 beyond.
    pub target_bytes: usize,
    /// The longest head without its target, in bytes: 431 beyond.
    pub head_bytes: usize,
}

impl HeadLimits {
    /// The limits, kept within what the HTTP reader takes (the `http`
    /// crate's 65 534 bytes of target, actix-http's 128 KiB of head): a
    /// head the guard passes must be one the reader can read.
    pub fn within_reader(target_bytes: usize, head_bytes: usize) -> HeadLimits {
        HeadLimits {
            target_bytes: target_bytes.min(60 * 1024),
            head_bytes: head_bytes.min(64 * 1024),
        }
    }
}

/// A head the guard refuses, and how to word it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// 414: the request target is `length` bytes, more than `limit`.
    TargetTooLong { length: usize, limit: usize },
    /// 431: the head (without its target) is over `limit` bytes, or has
    /// more header fields than the reader takes.
    HeadTooLarge { limit: usize },
    /// 400: the head is not HTTP/1.x.
    Malformed,
}

impl Refusal {
    /// The problem document for this refusal.
    pub fn problem(&self) -> Problem {
        match *self {
            Refusal::TargetTooLong { length, limit } => Problem::said(
                StatusCode::URI_TOO_LONG,
                ProblemKind::UriTooLong,
                ServiceMessage::UriTooLong { length, limit },
            ),
            Refusal::HeadTooLarge { limit } => Problem::said(
                StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
                ProblemKind::HeadTooLarge,
                ServiceMessage::HeadTooLarge {
                    limit,
                    fields: MAX_HEADER_FIELDS,
                },
            ),
            Refusal::Malformed => Problem::said(
                StatusCode::BAD_REQUEST,
                ProblemKind::BadRequest,
                ServiceMessage::MalformedHead,
            ),
        }
    }

    /// The whole HTTP/1.1 answer: the problem document in `lang`, closing
    /// the connection.
    pub fn answer(&self, lang: Lang) -> Vec<u8> {
        let problem = self.problem().in_language(lang);
        let body = serde_json::to_vec(&problem).unwrap_or_default();
        let status = StatusCode::from_u16(problem.status).unwrap_or(StatusCode::BAD_REQUEST);
        let mut answer = format!(
            "HTTP/1.1 {} {}\r\ncontent-type: application/problem+json\r\ncontent-language: {}\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
            status.as_u16(),
            status.canonical_reason().unwrap_or(""),
            lang.tag(),
            body.len(),
        )
        .into_bytes();
        answer.extend_from_slice(&body);
        answer
    }
}

/// A refused head: why, and the language its `Accept-Language` asked for
/// (English when the head was refused before that field was read).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    pub refusal: Refusal,
    pub lang: Lang,
}

/// Where in the connection's byte stream the guard is.
#[derive(Debug)]
enum State {
    /// Reading a head, held back until it is whole.
    Head(HeadSoFar),
    /// Inside a body of known length: this many bytes to go.
    Body(u64),
    /// Inside a chunked body.
    Chunked(Chunk),
    /// No longer following the framing: everything passes.
    Passthrough,
}

/// The part of a chunked body the guard is in.
#[derive(Debug)]
enum Chunk {
    /// The chunk-size line, read so far.
    SizeLine(Vec<u8>),
    /// Chunk data: this many bytes to go.
    Data(u64),
    /// The CR LF after chunk data: this many bytes of it read.
    DataEnd(u8),
    /// The trailer section: the current line, read so far.
    Trailer(Vec<u8>),
}

/// A head being read.
#[derive(Debug, Default)]
struct HeadSoFar {
    /// The head's bytes, without any target bytes beyond the limit.
    kept: Vec<u8>,
    /// Where the request line ends in `kept` (after its LF), once known.
    line_end: Option<usize>,
    /// Where the target starts in `kept`, once the first space is read.
    target_start: Option<usize>,
    /// The target's length so far (all of it, kept or not).
    target_length: usize,
    /// Whether the target has ended (its second space or the line's end).
    target_done: bool,
}

/// The HTTP/1.1 framing of one connection's incoming bytes, as far as the
/// guard needs it. Pure: bytes in, bytes out (see [`Framing::feed`]).
#[derive(Debug)]
pub struct Framing {
    limits: HeadLimits,
    state: State,
}

impl Framing {
    pub fn new(limits: HeadLimits) -> Self {
        Framing {
            limits,
            state: State::Head(HeadSoFar::default()),
        }
    }

    /// Whether the framing stands between two requests, holding nothing.
    #[cfg(test)]
    fn at_request_boundary(&self) -> bool {
        matches!(&self.state, State::Head(head) if head.kept.is_empty())
    }

    /// Counts `length` bytes of a body that pass (at most what is left of
    /// it).
    fn skip(&mut self, length: usize) {
        match &mut self.state {
            State::Body(left) | State::Chunked(Chunk::Data(left)) => {
                *left -= length as u64;
                if *left == 0 {
                    self.state = match self.state {
                        State::Body(_) => State::Head(HeadSoFar::default()),
                        _ => State::Chunked(Chunk::DataEnd(0)),
                    };
                }
            }
            _ => {}
        }
    }

    /// How many leading bytes of `input` pass unchanged, counted without
    /// being copied: body bytes, and whole heads that are fine, parsed in
    /// place (the common case: a request's head arrives in one read). The
    /// rest, if any (a head split across reads, one to refuse), goes to
    /// [`Framing::feed`].
    pub fn pass(&mut self, input: &[u8]) -> usize {
        let mut passed = 0;
        while passed < input.len() {
            let rest = &input[passed..];
            let step = match &self.state {
                State::Passthrough => rest.len(),
                State::Body(left) | State::Chunked(Chunk::Data(left)) => {
                    let step = rest.len().min(usize::try_from(*left).unwrap_or(usize::MAX));
                    self.skip(step);
                    step
                }
                State::Head(head) if head.kept.is_empty() => match self.whole_head(rest) {
                    Some((length, next)) => {
                        self.state = next;
                        length
                    }
                    None => break,
                },
                _ => break,
            };
            if step == 0 {
                break;
            }
            passed += step;
        }
        passed
    }

    /// A whole head at the start of `input` that passes the limits, its
    /// length and what follows it; `None` for anything else (a partial
    /// head, blank lines before it, one to refuse), which the slow path
    /// reads.
    fn whole_head(&self, input: &[u8]) -> Option<(usize, State)> {
        let mut fields =
            [const { std::mem::MaybeUninit::<httparse::Header<'_>>::uninit() }; MAX_HEADER_FIELDS];
        let mut request = httparse::Request::new(&mut []);
        let httparse::Status::Complete(length) =
            request.parse_with_uninit_headers(input, &mut fields).ok()?
        else {
            return None;
        };
        let target = request.path.map_or(0, str::len);
        if target > self.limits.target_bytes || length - target > self.limits.head_bytes {
            return None;
        }
        Some((length, framing_of(&request)))
    }

    /// Reads `input`, the next bytes of the connection, and appends to
    /// `release` the bytes the reader may have now, in order: body bytes at
    /// once, a head once it is whole and fine. Holds at most one head
    /// (bounded by the limits). A refused head is never released, nor is
    /// anything after it.
    pub fn feed(&mut self, mut input: &[u8], release: &mut Vec<u8>) -> Result<(), Box<Refused>> {
        while !input.is_empty() {
            let used = match &mut self.state {
                State::Passthrough => {
                    release.extend_from_slice(input);
                    input.len()
                }
                State::Body(left) => {
                    let used = input
                        .len()
                        .min(usize::try_from(*left).unwrap_or(usize::MAX));
                    release.extend_from_slice(&input[..used]);
                    *left -= used as u64;
                    if *left == 0 {
                        self.state = State::Head(HeadSoFar::default());
                    }
                    used
                }
                State::Chunked(_) => self.feed_chunked(input, release),
                State::Head(_) => self.feed_head(input, release)?,
            };
            input = &input[used..];
        }
        Ok(())
    }

    /// Reads head bytes from `input`; returns how many it used.
    fn feed_head(&mut self, input: &[u8], release: &mut Vec<u8>) -> Result<usize, Box<Refused>> {
        let State::Head(head) = &mut self.state else {
            return Ok(0);
        };
        // Empty lines before a request line (RFC 9112 §2.2) pass: the
        // reader skips them itself.
        if head.kept.is_empty() {
            let blank = input
                .iter()
                .take_while(|&&b| b == b'\r' || b == b'\n')
                .count();
            if blank > 0 {
                release.extend_from_slice(&input[..blank]);
                return Ok(blank);
            }
        }
        let limits = self.limits;
        let mut used = 0;
        // The request line: its target is counted, and kept only up to the
        // limit, so an over-long one costs no memory.
        while head.line_end.is_none() && used < input.len() {
            let byte = input[used];
            used += 1;
            if byte == b'\n' {
                head.kept.push(byte);
                head.line_end = Some(head.kept.len());
                head.target_done = true;
                break;
            }
            match (head.target_start, head.target_done) {
                (None, _) if byte == b' ' => {
                    head.kept.push(byte);
                    head.target_start = Some(head.kept.len());
                }
                (None, _) => {
                    head.kept.push(byte);
                    // A "method" this long is no request line at all.
                    if head.kept.len() > limits.head_bytes {
                        return Err(refused(Refusal::Malformed, Lang::En));
                    }
                }
                (Some(_), false) if byte == b' ' || byte == b'\r' => {
                    head.target_done = true;
                    head.kept.push(byte);
                }
                (Some(_), false) => {
                    head.target_length += 1;
                    if head.target_length <= limits.target_bytes {
                        head.kept.push(byte);
                    }
                }
                (Some(_), true) => {
                    head.kept.push(byte);
                    let kept_target = head.target_length.min(limits.target_bytes);
                    if head.kept.len() - kept_target > limits.head_bytes {
                        return Err(refused(Refusal::Malformed, Lang::En));
                    }
                }
            }
        }
        if head.line_end.is_none() {
            return Ok(used);
        }
        // The header section, up to the empty line that ends the head.
        let scan_from = head.kept.len().saturating_sub(3);
        let rest = &input[used..];
        let (taken, complete) = match find_head_end(&head.kept[scan_from..], rest) {
            Some(taken) => (taken, true),
            None => (rest.len(), false),
        };
        let without_target = head.kept.len() + taken - head.target_length.min(limits.target_bytes);
        if without_target > limits.head_bytes {
            head.kept
                .extend_from_slice(&rest[..taken.min(limits.head_bytes)]);
            let lang = accept_language(&head.kept);
            return Err(refused(
                Refusal::HeadTooLarge {
                    limit: limits.head_bytes,
                },
                lang,
            ));
        }
        head.kept.extend_from_slice(&rest[..taken]);
        used += taken;
        if !complete {
            return Ok(used);
        }
        let head = std::mem::take(head);
        if head.target_length > limits.target_bytes {
            return Err(refused(
                Refusal::TargetTooLong {
                    length: head.target_length,
                    limit: limits.target_bytes,
                },
                accept_language(&head.kept),
            ));
        }
        self.state = next_after(&head.kept, limits)?;
        release.extend_from_slice(&head.kept);
        Ok(used)
    }

    /// Reads chunked-body bytes from `input`; returns how many it used.
    fn feed_chunked(&mut self, input: &[u8], release: &mut Vec<u8>) -> usize {
        let State::Chunked(chunk) = &mut self.state else {
            return 0;
        };
        let (used, next) = match chunk {
            Chunk::Data(left) => {
                let used = input
                    .len()
                    .min(usize::try_from(*left).unwrap_or(usize::MAX));
                *left -= used as u64;
                (
                    used,
                    (*left == 0).then_some(State::Chunked(Chunk::DataEnd(0))),
                )
            }
            Chunk::DataEnd(read) => {
                // Strictly CR LF: anything else and the reader decides.
                let expected = b"\r\n"[usize::from(*read)];
                if input[0] != expected {
                    (0, Some(State::Passthrough))
                } else if *read == 1 {
                    (1, Some(State::Chunked(Chunk::SizeLine(Vec::new()))))
                } else {
                    *read = 1;
                    (1, None)
                }
            }
            Chunk::SizeLine(line) => match take_line(line, input) {
                Line::Partial(used) if line.len() > MAX_CHUNK_LINE => {
                    (used, Some(State::Passthrough))
                }
                Line::Partial(used) => (used, None),
                Line::Whole(used) => {
                    let next = match httparse::parse_chunk_size(line) {
                        Ok(httparse::Status::Complete((_, 0))) => {
                            State::Chunked(Chunk::Trailer(Vec::new()))
                        }
                        Ok(httparse::Status::Complete((_, size))) => {
                            State::Chunked(Chunk::Data(size))
                        }
                        _ => State::Passthrough,
                    };
                    (used, Some(next))
                }
            },
            Chunk::Trailer(line) => match take_line(line, input) {
                Line::Partial(used) if line.len() > MAX_CHUNK_LINE => {
                    (used, Some(State::Passthrough))
                }
                Line::Partial(used) => (used, None),
                Line::Whole(used) if line.as_slice() == b"\r\n" || line.as_slice() == b"\n" => {
                    (used, Some(State::Head(HeadSoFar::default())))
                }
                Line::Whole(used) => {
                    line.clear();
                    (used, None)
                }
            },
        };
        release.extend_from_slice(&input[..used]);
        if let Some(next) = next {
            self.state = next;
        }
        used
    }
}

fn refused(refusal: Refusal, lang: Lang) -> Box<Refused> {
    Box::new(Refused { refusal, lang })
}

/// A line being read: what `take_line` found.
enum Line {
    /// The line goes on past `input`; all of it (the count) was taken.
    Partial(usize),
    /// The line ended (LF) after this many bytes of `input`.
    Whole(usize),
}

/// Appends `input` to `line` up to and including the first LF.
fn take_line(line: &mut Vec<u8>, input: &[u8]) -> Line {
    match input.iter().position(|&b| b == b'\n') {
        Some(at) => {
            line.extend_from_slice(&input[..=at]);
            Line::Whole(at + 1)
        }
        None => {
            line.extend_from_slice(&input[..input.len().min(MAX_CHUNK_LINE + 1)]);
            Line::Partial(input.len())
        }
    }
}

/// How many bytes of `rest` complete the head whose last bytes read are
/// `tail` (which ends at or after the request line's LF): the head ends at
/// an empty line, CR LF CR LF or (as readers accept) LF LF.
fn find_head_end(tail: &[u8], rest: &[u8]) -> Option<usize> {
    /// After other bytes; right after a LF; after a LF and a CR.
    #[derive(Clone, Copy, PartialEq)]
    enum Seen {
        Other,
        LineEnd,
        LineEndCr,
    }
    let step = |seen: Seen, byte: u8| match (seen, byte) {
        (_, b'\n') => Seen::LineEnd,
        (Seen::LineEnd, b'\r') => Seen::LineEndCr,
        _ => Seen::Other,
    };
    let seen = tail
        .iter()
        .fold(Seen::Other, |seen, &byte| step(seen, byte));
    let mut seen = seen;
    for (at, &byte) in rest.iter().enumerate() {
        if byte == b'\n' && seen != Seen::Other {
            return Some(at + 1);
        }
        seen = step(seen, byte);
    }
    None
}

/// What follows a whole head that is fine: its body's framing, read the
/// way actix-http reads it; a head it would refuse is refused here.
fn next_after(head: &[u8], limits: HeadLimits) -> Result<State, Box<Refused>> {
    let mut fields = [httparse::EMPTY_HEADER; MAX_HEADER_FIELDS];
    let mut request = httparse::Request::new(&mut fields);
    match request.parse(head) {
        Ok(httparse::Status::Complete(_)) => Ok(framing_of(&request)),
        Ok(httparse::Status::Partial) => Ok(State::Passthrough),
        Err(httparse::Error::TooManyHeaders) => Err(refused(
            Refusal::HeadTooLarge {
                limit: limits.head_bytes,
            },
            accept_language(head),
        )),
        Err(_) => Err(refused(Refusal::Malformed, accept_language(head))),
    }
}

/// The framing of the body after a parsed head: by its `Content-Length`
/// or chunks, none, or (for what the guard does not follow) passthrough.
fn framing_of(request: &httparse::Request<'_, '_>) -> State {
    if request.method == Some("CONNECT") {
        return State::Passthrough;
    }
    let mut length: Option<&[u8]> = None;
    let mut chunked = false;
    for field in request.headers.iter() {
        let name = field.name;
        if name.eq_ignore_ascii_case("content-length") {
            if length.is_some() {
                return State::Passthrough;
            }
            length = Some(field.value);
        } else if name.eq_ignore_ascii_case("transfer-encoding") {
            if chunked || !field.value.eq_ignore_ascii_case(b"chunked") {
                return State::Passthrough;
            }
            chunked = true;
        } else if name.eq_ignore_ascii_case("upgrade") {
            return State::Passthrough;
        }
    }
    match (length, chunked) {
        (None, false) => State::Head(HeadSoFar::default()),
        (None, true) if request.version == Some(1) => State::Chunked(Chunk::SizeLine(Vec::new())),
        (Some(length), false) => match std::str::from_utf8(length)
            .ok()
            .filter(|l| !l.is_empty() && l.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|l| l.parse::<u64>().ok())
        {
            Some(0) => State::Head(HeadSoFar::default()),
            Some(length) => State::Body(length),
            None => State::Passthrough,
        },
        _ => State::Passthrough,
    }
}

/// The language the `Accept-Language` field among `head`'s whole lines
/// asks for (English without one).
fn accept_language(head: &[u8]) -> Lang {
    const NAME: &[u8] = b"accept-language:";
    head.split(|&b| b == b'\n')
        .skip(1)
        .find(|line| line.len() > NAME.len() && line[..NAME.len()].eq_ignore_ascii_case(NAME))
        .and_then(|line| std::str::from_utf8(&line[NAME.len()..]).ok())
        .map_or(Lang::En, |value| language::negotiate(value.trim()))
}

#[cfg(test)]
mod tests;
