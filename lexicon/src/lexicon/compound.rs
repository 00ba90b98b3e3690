//! The mark of a compound the lexicon has by compound analysis: where its
//! parts meet in the lemma, and what attests it.
//!
//! A snapshot keeps the marks beside its entry table: the ids of the marked
//! entries (ascending, so a lookup is a binary search) and one `u64` each,
//! `evidence | boundary₁ << 4 | boundary₂ << 16 | …`: up to
//! [`MAX_BOUNDARIES`] byte offsets into the lemma, 12 bits each, ascending,
//! unused slots zero. Entries that are no analysis compounds cost nothing.

use serde::ser::{SerializeSeq, SerializeStruct};
use serde::{Serialize, Serializer};

use crate::model::CompoundEvidence;

/// The most places where parts meet (a compound of at most six parts).
pub const MAX_BOUNDARIES: usize = 5;
const BOUNDARY_BITS: u32 = 12;
const EVIDENCE_BITS: u32 = 4;
const BOUNDARY_MASK: u64 = (1 << BOUNDARY_BITS) - 1;

/// A compound's parts (as byte offsets where a part begins, after the
/// first) and its evidence, as the importer hands it to the builder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompoundMark {
    /// Byte offsets into the lemma where the second, third, … part begins.
    pub boundaries: Vec<usize>,
    pub evidence: CompoundEvidence,
}

/// Why a compound mark cannot be stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum CompoundMarkError {
    #[error("a compound has at most {MAX_BOUNDARIES} places where its parts meet")]
    TooManyParts,
    #[error("the parts of a compound must meet inside its lemma, in order, between characters")]
    Boundary,
}

impl CompoundMark {
    /// Whether the parts fall inside this lemma, in order, between
    /// characters, and are few enough to be stored.
    pub fn check(&self, lemma: &str) -> Result<(), CompoundMarkError> {
        self.pack(lemma).map(|_| ())
    }

    /// Packs the mark for an entry of this lemma, checking that the parts
    /// fall inside it.
    pub(crate) fn pack(&self, lemma: &str) -> Result<u64, CompoundMarkError> {
        if self.boundaries.len() > MAX_BOUNDARIES {
            return Err(CompoundMarkError::TooManyParts);
        }
        let mut packed = u64::from(self.evidence.code());
        let mut previous = 0;
        for (slot, &at) in self.boundaries.iter().enumerate() {
            if at <= previous
                || at >= lemma.len()
                || !lemma.is_char_boundary(at)
                || at as u64 > BOUNDARY_MASK
            {
                return Err(CompoundMarkError::Boundary);
            }
            packed |= (at as u64) << (EVIDENCE_BITS + BOUNDARY_BITS * slot as u32);
            previous = at;
        }
        Ok(packed)
    }
}

/// A compound as a snapshot answers it: the lemma split into its parts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Compound<'a> {
    lemma: &'a str,
    boundaries: [u16; MAX_BOUNDARIES],
    count: u8,
    pub evidence: CompoundEvidence,
}

impl<'a> Compound<'a> {
    /// The compound `mark` describes in `lemma`, if its parts fit.
    pub fn new(lemma: &'a str, mark: &CompoundMark) -> Result<Compound<'a>, CompoundMarkError> {
        let packed = mark.pack(lemma)?;
        Compound::unpack(lemma, packed).ok_or(CompoundMarkError::Boundary)
    }

    /// Unpacks a mark of `lemma`; `None` when the mark does not fit it
    /// (a snapshot checks its marks when it loads, so only corrupt input).
    pub(crate) fn unpack(lemma: &'a str, packed: u64) -> Option<Compound<'a>> {
        let evidence = CompoundEvidence::from_code((packed & ((1 << EVIDENCE_BITS) - 1)) as u8)?;
        let mut boundaries = [0u16; MAX_BOUNDARIES];
        let mut count = 0u8;
        let mut previous = 0usize;
        for (slot, boundary) in boundaries.iter_mut().enumerate() {
            let at = ((packed >> (EVIDENCE_BITS + BOUNDARY_BITS * slot as u32)) & BOUNDARY_MASK)
                as usize;
            if at == 0 {
                break;
            }
            if at <= previous || at >= lemma.len() || !lemma.is_char_boundary(at) {
                return None;
            }
            *boundary = at as u16;
            count += 1;
            previous = at;
        }
        // Nothing may follow the first unused slot.
        let used_bits = EVIDENCE_BITS + BOUNDARY_BITS * u32::from(count);
        if count == 0 || (used_bits < 64 && packed >> used_bits != 0) {
            return None;
        }
        Some(Compound {
            lemma,
            boundaries,
            count,
            evidence,
        })
    }

    /// The parts in order, as the lemma writes them: the first with its
    /// capital and a linking element with the part before it
    /// (*Sicherheits*, *lage*).
    pub fn parts(&self) -> impl Iterator<Item = &'a str> + '_ {
        let lemma = self.lemma;
        let ends = self.boundaries[..usize::from(self.count)]
            .iter()
            .map(|&b| usize::from(b))
            .chain(std::iter::once(lemma.len()));
        let mut start = 0;
        ends.map(move |end| {
            let part = &lemma[start..end];
            start = end;
            part
        })
    }

    /// The lemma with a bar where parts meet (`Wärme|pumpe`).
    pub fn written(&self) -> String {
        self.parts().collect::<Vec<_>>().join("|")
    }
}

impl Serialize for Compound<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        struct Parts<'c, 'a>(&'c Compound<'a>);
        impl Serialize for Parts<'_, '_> {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                let mut seq = serializer.serialize_seq(Some(usize::from(self.0.count) + 1))?;
                for part in self.0.parts() {
                    seq.serialize_element(part)?;
                }
                seq.end()
            }
        }
        let mut out = serializer.serialize_struct("Compound", 2)?;
        out.serialize_field("parts", &Parts(self))?;
        out.serialize_field("evidence", &self.evidence)?;
        out.end()
    }
}

/// The documented shape of [`Compound`].
#[cfg(feature = "openapi")]
#[derive(utoipa::ToSchema)]
#[schema(as = Compound)]
#[allow(dead_code)]
pub struct CompoundSchema {
    /// The parts in order, as the lemma writes them: the first with its
    /// capital, a linking element with the part before it.
    parts: Vec<String>,
    /// What attests that people use the compound.
    evidence: CompoundEvidence,
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn mark(boundaries: &[usize], evidence: CompoundEvidence) -> CompoundMark {
        CompoundMark {
            boundaries: boundaries.to_vec(),
            evidence,
        }
    }

    #[test]
    fn parts_by_the_table() {
        let table: [(&str, &[usize], &str); 4] = [
            ("Wärmepumpe", &[6], "Wärme|pumpe"),
            ("Sicherheitslage", &[11], "Sicherheits|lage"),
            ("Heimvorteil", &[4, 7], "Heim|vor|teil"),
            ("Bürgergeld", &[7], "Bürger|geld"),
        ];
        for (lemma, boundaries, written) in table {
            let packed = mark(boundaries, CompoundEvidence::Frequency)
                .pack(lemma)
                .expect(lemma);
            let compound = Compound::unpack(lemma, packed).expect(lemma);
            assert_eq!(compound.written(), written);
            assert_eq!(compound.evidence, CompoundEvidence::Frequency);
        }
    }

    #[test]
    fn marks_that_do_not_fit_the_lemma_are_refused() {
        let e = CompoundEvidence::WiktionaryHeadword;
        // Inside the ä, at either end, out of order, too many.
        assert!(mark(&[2], e).pack("Wärme").is_err());
        assert!(mark(&[0], e).pack("Wärme").is_err());
        assert!(mark(&[6], e).pack("Wärme").is_err());
        assert!(mark(&[4, 3], e).pack("Wärmepumpe").is_err());
        assert!(mark(&[1, 2, 3, 4, 5, 6], e).pack("abcdefghij").is_err());
        assert!(
            mark(&[], e)
                .pack("Wärme")
                .is_ok_and(|p| Compound::unpack("Wärme", p).is_none())
        );
        // An unknown evidence code and bits past the last part.
        assert!(Compound::unpack("Wärmepumpe", 0xf | 6 << 4).is_none());
        assert!(Compound::unpack("Wärmepumpe", 6 << 4 | 1 << 60).is_none());
    }

    #[test]
    fn serialises_parts_and_evidence() {
        let packed = mark(&[6], CompoundEvidence::PlainListForm)
            .pack("Wärmepumpe")
            .unwrap();
        let compound = Compound::unpack("Wärmepumpe", packed).unwrap();
        assert_eq!(
            serde_json::to_value(compound).unwrap(),
            serde_json::json!({"parts": ["Wärme", "pumpe"], "evidence": "plain_list_form"})
        );
    }

    proptest! {
        /// Whatever the parts, packing and unpacking gives them back, and
        /// they join to the lemma.
        #[test]
        fn parts_round_trip(parts in proptest::collection::vec("[a-zäöüß]{1,6}", 2..=6), evidence in 0u8..3) {
            let lemma: String = parts.concat();
            let mut boundaries = Vec::new();
            let mut at = 0;
            for part in &parts[..parts.len() - 1] {
                at += part.len();
                boundaries.push(at);
            }
            let evidence = CompoundEvidence::from_code(evidence).unwrap();
            let packed = mark(&boundaries, evidence).pack(&lemma).unwrap();
            let compound = Compound::unpack(&lemma, packed).unwrap();
            prop_assert_eq!(compound.parts().collect::<Vec<_>>(), parts.iter().map(String::as_str).collect::<Vec<_>>());
            prop_assert_eq!(compound.evidence, evidence);
        }
    }
}
