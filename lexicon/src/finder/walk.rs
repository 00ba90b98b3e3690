//! Walking the finder's automaton letter by letter.
//!
//! The automaton's transitions are bytes; a key's letters are UTF-8, so Ä
//! is two transitions. The finder's walks think in letters: [`each_letter`]
//! calls back once per letter that continues a node, in key order (UTF-8
//! keeps the order of code points), with the node after that letter.

use std::ops::ControlFlow;

use super::dawg::{Admitted, DawgNode};

/// Calls `f(letter, node)` for every letter that continues `node`, in order,
/// until `f` breaks.
///
/// Generic over `f`, so each walk's step is inlined into its loop.
#[inline]
pub(crate) fn each_letter<F>(dawg: Admitted<'_>, node: DawgNode, f: &mut F) -> ControlFlow<()>
where
    F: FnMut(char, DawgNode) -> ControlFlow<()>,
{
    dawg.each(node, |lead, child| {
        if lead < 0x80 {
            f(char::from(lead), child)
        } else {
            let mut bytes = [lead, 0, 0, 0];
            tail(dawg, child, &mut bytes, 1, utf8_width(lead), f)
        }
    })
}

/// The continuation bytes of a letter whose first `filled` bytes are read.
fn tail<F>(
    dawg: Admitted<'_>,
    node: DawgNode,
    bytes: &mut [u8; 4],
    filled: usize,
    width: usize,
    f: &mut F,
) -> ControlFlow<()>
where
    F: FnMut(char, DawgNode) -> ControlFlow<()>,
{
    if filled >= width {
        // Keys are UTF-8 (checked when the snapshot was decoded).
        if let Some(letter) = std::str::from_utf8(&bytes[..width])
            .ok()
            .and_then(|s| s.chars().next())
        {
            f(letter, node)?;
        }
        return ControlFlow::Continue(());
    }
    dawg.each(node, |byte, child| {
        bytes[filled] = byte;
        tail(dawg, child, bytes, filled + 1, width, f)
    })
}

/// Bytes of the UTF-8 sequence a lead byte starts (1 for a stray byte).
fn utf8_width(lead: u8) -> usize {
    match lead {
        0xC0..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF7 => 4,
        _ => 1,
    }
}
