//! The written word for a key, for people: `Hausbräuche`, not the key's
//! `HAUSBRAEUCHE` lowercased.
//!
//! `finder::display_form` writes a key as the lexicon does when an entry's
//! lemma is the key; an inflected form (a plural, a case) is not stored, so
//! it spells the key's letters, and under a ruleset that writes umlauts as
//! two letters (`AE`, `OE`, `UE`) those are what it shows. The lexicon's
//! other key space keeps the umlauts: the spelling of the key there whose
//! entries are the same is the written word. A word only a house word
//! list makes valid is written as the list writes it ([`shown`]).

use wortwert_domain::finder::display_form;
use wortwert_domain::lexicon::Snapshot;
use wortwert_domain::normalize::UmlautPolicy;
use wortwert_domain::policy::WordPolicy;

/// At most this many two-letter umlauts in a key are tried back (2^n
/// spellings); longer runs of them are no German word.
const MAX_DIGRAPHS: usize = 6;

/// The key as people write it.
pub fn written(snapshot: &Snapshot, policy: &WordPolicy, key: &str) -> String {
    let display = display_form(snapshot, policy, key);
    if policy.umlauts() != UmlautPolicy::Expand {
        return display;
    }
    let digraphs = digraphs(key);
    if digraphs.is_empty() || digraphs.len() > MAX_DIGRAPHS {
        return display;
    }
    let entries: Vec<_> = snapshot
        .lookup(UmlautPolicy::Expand, key)
        .filter(|posting| policy.check_posting(snapshot, *posting).passes())
        .map(|posting| posting.entry)
        .collect();
    // Every digraph an umlaut first, then fewer: `MAUER` stays `Mauer`
    // unless a `MÄUER` is the same entry's.
    let all = (1u32 << digraphs.len()) - 1;
    for mask in (1..=all).rev() {
        let candidate = respelled(key, &digraphs, mask);
        let same_entry = snapshot
            .lookup(UmlautPolicy::Distinct, &candidate)
            .any(|posting| entries.contains(&posting.entry));
        if same_entry {
            return cased_like(&display, &candidate);
        }
    }
    display
}

/// The key as people write it under `policy`, which may carry a house
/// word list: a word valid only by the list (the lexicon lacks it, or
/// has it only as a kind of word the ruleset refuses) is shown as the
/// list writes it (`Testzentren`); any other as [`written`].
pub fn shown(snapshot: &Snapshot, policy: &WordPolicy, key: &str) -> String {
    if let Some(listed) = policy.house.as_deref().and_then(|house| house.written(key)) {
        let lexicons_own = snapshot
            .lookup(policy.umlauts(), key)
            .any(|posting| policy.check_posting(snapshot, posting).passes());
        if !lexicons_own {
            return listed.to_owned();
        }
    }
    written(snapshot, policy, key)
}

/// Where `AE`, `OE`, `UE` stand in a key (byte offsets, not overlapping).
fn digraphs(key: &str) -> Vec<usize> {
    let bytes = key.as_bytes();
    let mut found = Vec::new();
    let mut i = 0;
    while i + 1 < bytes.len() {
        if matches!(bytes[i], b'A' | b'O' | b'U') && bytes[i + 1] == b'E' {
            found.push(i);
            i += 2;
        } else {
            i += 1;
        }
    }
    found
}

/// The key with the digraphs `mask` picks written as umlauts.
fn respelled(key: &str, digraphs: &[usize], mask: u32) -> String {
    let mut out = String::with_capacity(key.len());
    let mut from = 0;
    for (n, &at) in digraphs.iter().enumerate() {
        if mask & (1 << n) == 0 {
            continue;
        }
        out.push_str(&key[from..at]);
        out.push(match key.as_bytes()[at] {
            b'A' => 'Ä',
            b'O' => 'Ö',
            _ => 'Ü',
        });
        from = at + 2;
    }
    out.push_str(&key[from..]);
    out
}

/// `spelling` (upper case) in the case `display` is written in: a
/// capital first letter when it has one, the rest small.
fn cased_like(display: &str, spelling: &str) -> String {
    let capital = display.chars().next().is_some_and(char::is_uppercase);
    let mut letters = spelling.chars();
    let mut out = String::with_capacity(spelling.len());
    if let Some(first) = letters.next() {
        if capital {
            out.push(first);
        } else {
            out.extend(first.to_lowercase());
        }
    }
    out.extend(letters.flat_map(char::to_lowercase));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digraphs_are_found_without_overlap() {
        assert_eq!(digraphs("HAUSBRAEUCHE"), [6]);
        assert_eq!(digraphs("AEOEUE"), [0, 2, 4]);
        assert_eq!(digraphs("QUELLE"), [1]);
        assert_eq!(digraphs("HAUS"), Vec::<usize>::new());
    }

    #[test]
    fn spellings_and_cases() {
        assert_eq!(respelled("HAUSBRAEUCHE", &[6], 1), "HAUSBRÄUCHE");
        assert_eq!(respelled("AEOEUE", &[0, 2, 4], 0b101), "ÄOEÜ");
        assert_eq!(cased_like("Hausbraeuche", "HAUSBRÄUCHE"), "Hausbräuche");
        assert_eq!(cased_like("aesten", "ÄSTEN"), "ästen");
        assert_eq!(cased_like("Aestern", "ÄSTERN"), "Ästern");
    }
}
