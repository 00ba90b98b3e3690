//! Strict percent-decoding of a path segment: an escape that is not `%` and
//! two hex digits, or bytes that are not UTF-8, are the client's mistake and
//! are answered as such instead of being guessed at.

use crate::messages::ServiceMessage;

/// Decodes `segment`; the error says what is wrong.
pub fn decode_segment(segment: &str) -> Result<String, ServiceMessage> {
    let bytes = segment.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = bytes
                .get(i + 1..i + 3)
                .ok_or(ServiceMessage::EscapeWithoutHex { index: i })?;
            let value = std::str::from_utf8(hex)
                .ok()
                .and_then(|h| u8::from_str_radix(h, 16).ok())
                .filter(|_| hex.iter().all(u8::is_ascii_hexdigit))
                .ok_or_else(|| ServiceMessage::NotAnEscape {
                    escape: String::from_utf8_lossy(hex).into_owned(),
                    index: i,
                })?;
            out.push(value);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| ServiceMessage::DecodedNotUtf8)
}

#[cfg(test)]
mod tests {
    use super::decode_segment;

    #[test]
    fn decodes_valid_escapes_and_refuses_broken_ones() {
        assert_eq!(decode_segment("Stra%C3%9Fe").as_deref(), Ok("Straße"));
        assert_eq!(decode_segment("A%CC%88rger").as_deref(), Ok("A\u{308}rger"));
        assert_eq!(decode_segment("Haus").as_deref(), Ok("Haus"));
        assert_eq!(decode_segment("a+b").as_deref(), Ok("a+b"));
        for bad in ["%G1", "%", "%4", "abc%", "%FF", "%C3", "%-1", "%+1"] {
            assert!(decode_segment(bad).is_err(), "{bad}");
        }
    }
}
