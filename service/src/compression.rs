//! Answers compressed for clients that ask (`Accept-Encoding`): Brotli or
//! gzip, for JSON and text answers of at least [`SMALLEST_COMPRESSED`]
//! bytes (4 KiB). A batch of 3 000 words (168 kB) goes out as about a tenth of it.
//!
//! Smaller answers (a word's verdict, 0.4–3 kB) go out as they are,
//! untouched (no `Vary` either: they are the same whatever the client
//! accepts): compressing them would cost the word route about as much CPU
//! as answering, to save a kilobyte or two. Streams (the export, already gzip) and
//! answers with an encoding of their own (the web app's pages) pass
//! untouched. The `ETag` of a compressed answer is made weak (`W/`): it
//! still names the answer's content, which revalidation compares weakly
//! (`http_cache`), but no longer its bytes.

use std::io::Write;

use actix_web::body::{BodySize, BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{
    self, ACCEPT_ENCODING, CONTENT_ENCODING, CONTENT_TYPE, ETAG, Encoding, HeaderValue, VARY,
};
use actix_web::middleware::Next;

/// The smallest answer compressed, in bytes. A word's verdict with its
/// meanings (0.4–3 kB) stays below: compressing it would cost the word
/// route about as much CPU as answering it, to save a kilobyte or two
/// (docs/benchmarks.md, "Compression").
pub const SMALLEST_COMPRESSED: usize = 4096;

/// Brotli's quality: 4 compresses a 168 kB batch answer to about a tenth
/// in about 2 ms, where the default (11) takes a hundred times as long
/// for a few percent less (docs/benchmarks.md, "Compression").
const BROTLI_QUALITY: u32 = 4;
/// Brotli's window, as a power of two: the smallest that holds the whole
/// answer, within Brotli's bounds. A window larger than the answer buys
/// nothing and costs its memory on every answer (a 4 MiB window made a
/// 15 kB answer cost four times the CPU, most of it in page faults).
fn brotli_window(length: usize) -> u32 {
    let bits = usize::BITS - length.saturating_sub(1).leading_zeros();
    bits.clamp(16, 24)
}
/// gzip's level: flate2's default.
const GZIP_LEVEL: u32 = 6;

/// The encodings offered, in the order preferred on a tie.
fn offered() -> [Encoding; 2] {
    [Encoding::brotli(), Encoding::gzip()]
}

/// The middleware.
pub async fn compress(
    request: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    // Kept aside (most requests have one line or none), read only for a
    // large answer.
    let accepted: Vec<HeaderValue> = request
        .headers()
        .get_all(ACCEPT_ENCODING)
        .cloned()
        .collect();
    let response = next.call(request).await?;
    // Small answers, the common case, are left as they are, untouched:
    // they are the same whatever the client accepts, so they need no
    // `Vary` either.
    let large = match response.response().body().size() {
        BodySize::Sized(length) => length >= SMALLEST_COMPRESSED as u64,
        BodySize::Stream => true,
        BodySize::None => false,
    };
    if !large || !compressible(response.headers()) {
        return Ok(response.map_into_boxed_body());
    }
    let wanted = header::from_comma_delimited(accepted.iter())
        .ok()
        .map(header::AcceptEncoding)
        .and_then(|accepted| accepted.negotiate(offered().iter()))
        .filter(|encoding| *encoding != Encoding::identity());
    let (request, response) = response.map_into_boxed_body().into_parts();
    let (mut response, body) = response.into_parts();
    // Whether this answer is compressed depends on what the client accepts.
    response
        .headers_mut()
        .append(VARY, HeaderValue::from_static("accept-encoding"));
    let body = match (wanted, body.try_into_bytes()) {
        (Some(encoding), Ok(bytes)) if bytes.len() >= SMALLEST_COMPRESSED => {
            match encoded(&encoding, &bytes) {
                Some(compressed) => {
                    let headers = response.headers_mut();
                    headers.insert(
                        CONTENT_ENCODING,
                        HeaderValue::from_str(&encoding.to_string())
                            .unwrap_or(HeaderValue::from_static("gzip")),
                    );
                    if let Some(weak) = headers.get(ETAG).and_then(weakened) {
                        headers.insert(ETAG, weak);
                    }
                    BoxBody::new(compressed)
                }
                None => BoxBody::new(bytes),
            }
        }
        (_, Ok(bytes)) => BoxBody::new(bytes),
        (_, Err(body)) => body,
    };
    Ok(ServiceResponse::new(request, response.set_body(body)))
}

/// Whether an answer with these headers is one this module compresses:
/// JSON or text without an encoding of its own.
fn compressible(headers: &header::HeaderMap) -> bool {
    if headers.contains_key(CONTENT_ENCODING) {
        return false;
    }
    let Some(media) = headers.get(CONTENT_TYPE).and_then(|v| v.to_str().ok()) else {
        return false;
    };
    let media = media.split(';').next().unwrap_or_default().trim();
    media == "application/json" || media.ends_with("+json") || media.starts_with("text/")
}

/// `bytes` in `encoding` (Brotli or gzip); `None` for another encoding.
pub fn encoded(encoding: &Encoding, bytes: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(bytes.len() / 4);
    if *encoding == Encoding::brotli() {
        let mut writer = brotli::CompressorWriter::new(
            &mut out,
            4096,
            BROTLI_QUALITY,
            brotli_window(bytes.len()),
        );
        writer.write_all(bytes).ok()?;
        writer.flush().ok()?;
        drop(writer);
    } else if *encoding == Encoding::gzip() {
        let mut writer =
            flate2::write::GzEncoder::new(&mut out, flate2::Compression::new(GZIP_LEVEL));
        writer.write_all(bytes).ok()?;
        writer.finish().ok()?;
    } else {
        return None;
    }
    Some(out)
}

/// `"tag"` as `W/"tag"`; a weak tag stays as it is.
fn weakened(tag: &HeaderValue) -> Option<HeaderValue> {
    let text = tag.to_str().ok()?;
    if text.starts_with("W/") {
        return Some(tag.clone());
    }
    HeaderValue::from_str(&format!("W/{text}")).ok()
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;

    fn sample() -> Vec<u8> {
        let words: Vec<String> = (0..3000).map(|i| format!("Hausbau{i}")).collect();
        serde_json::to_vec(&serde_json::json!({ "words": words })).unwrap()
    }

    #[test]
    fn brotli_and_gzip_give_the_bytes_back_and_much_smaller() {
        let original = sample();
        let brotli_bytes = encoded(&Encoding::brotli(), &original).unwrap();
        let mut back = Vec::new();
        brotli::Decompressor::new(brotli_bytes.as_slice(), 4096)
            .read_to_end(&mut back)
            .unwrap();
        assert!(back == original);
        assert!(
            brotli_bytes.len() * 4 < original.len(),
            "{}",
            brotli_bytes.len()
        );

        let gzip_bytes = encoded(&Encoding::gzip(), &original).unwrap();
        let mut back = Vec::new();
        flate2::read::GzDecoder::new(gzip_bytes.as_slice())
            .read_to_end(&mut back)
            .unwrap();
        assert!(back == original);
        assert!(
            gzip_bytes.len() * 4 < original.len(),
            "{}",
            gzip_bytes.len()
        );
        assert_eq!(encoded(&Encoding::identity(), &original), None);
    }

    #[test]
    fn only_json_and_text_without_an_encoding_are_compressed() {
        let table = [
            ("application/json", None, true),
            ("application/problem+json", None, true),
            ("text/plain; version=0.0.4", None, true),
            ("text/html; charset=utf-8", Some("br"), false),
            ("application/gzip", None, false),
            ("image/png", None, false),
        ];
        for (media, encoding, expected) in table {
            let mut headers = header::HeaderMap::new();
            headers.insert(CONTENT_TYPE, HeaderValue::from_static(media));
            if let Some(encoding) = encoding {
                headers.insert(CONTENT_ENCODING, HeaderValue::from_static(encoding));
            }
            assert_eq!(compressible(&headers), expected, "{media} {encoding:?}");
        }
        assert!(!compressible(&header::HeaderMap::new()));
    }

    #[test]
    fn the_window_holds_the_answer_within_brotlis_bounds() {
        let table = [
            (0, 16),
            (1400, 16),
            (65_536, 16),
            (65_537, 17),
            (200_000, 18),
            (1 << 22, 22),
            (1 << 30, 24),
        ];
        for (length, bits) in table {
            assert_eq!(brotli_window(length), bits, "{length}");
        }
    }

    #[test]
    fn a_compressed_answers_tag_is_weak() {
        let strong = HeaderValue::from_static("\"0a1b\"");
        assert_eq!(weakened(&strong).unwrap(), "W/\"0a1b\"");
        let weak = HeaderValue::from_static("W/\"0a1b\"");
        assert_eq!(weakened(&weak).unwrap(), weak);
    }
}
