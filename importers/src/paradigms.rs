//! Completing the paradigms of the lexicon's own verbs with a conjugator's
//! forms (PyPI `ablaut`, run by `scripts/build-lexicon`; see
//! `scripts/conjugate.py`).
//!
//! The conjugator writes one line per form:
//! `form<TAB>infinitive<TAB>type[<TAB>two-word form]`, the type one of
//! [`FormType`]; a `joined` line (the subordinate-clause form of a separable
//! verb, `abhacke`) carries the two words it was joined from (`hacke ab`).
//!
//! A conjugator makes mistakes (*bergsteigte*, *designete*), so its form
//! enters the lexicon only
//!
//! - **confirmed**: another source already lists that surface; the form is
//!   then linked to its infinitive (an `inflected_verb` of the verb), or
//! - **regular**: its type is formed by a rule that holds for every verb of
//!   the lexicon ([`regular`]): the present participle (infinitive + `d`),
//!   the zu-infinitive of a separable verb (`ab` + `zu` + `hacken`, the base
//!   verb in the lexicon), a joined separable form whose finite word another
//!   source lists as a form of the base verb (`hacke` of `hacken`), a weak past
//!   participle of a verb whose weak preterite another source lists
//!   (`gezoomt`: `zoomte` is listed), a separable verb's participle built on
//!   the participle another source lists for its base verb (`rausgekommen`:
//!   `raus` + `gekommen` of *kommen*), Konjunktiv I on the present stem, and
//!   imperatives on the present stem (`kenn`, `kennt`), and every present,
//!   preterite, Konjunktiv II and participle of a verb the conjugator
//!   conjugates weakly throughout, unless the verb ends in a verb it
//!   conjugates strongly (today's *entfolgen*, *schwurbeln*, *gendern*:
//!   *entfolgte*, *geschwurbelt*, *gegendert*; not *bergsteigte*) — never an
//!   irregular form (*nimm*, *drösche*) that no other source lists.
//!
//! The known mistakes of the conjugator that the maintainers list
//! (`data/conjugator-mistakes.tsv`) are left out by the script that runs it,
//! before this module sees them. Forms of an infinitive
//! that is no verb of the lexicon are left out (the conjugator completes
//! paradigms; it does not add verbs).

use std::collections::{HashMap, HashSet};

use serde::Serialize;
use wortwert_lexicon::model::{FormKind, PartOfSpeech};

use crate::Rejected;
use crate::merge::{Form, Lexicon, SourceSet};

/// The conjugator's form types.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FormType {
    Infinitive,
    PastParticiple,
    PresentParticiple,
    ZuInfinitive,
    Present,
    Preterite,
    Konjunktiv1,
    Konjunktiv2,
    Imperative,
    /// A separable verb's finite form joined (`hacke ab` → `abhacke`).
    Joined,
}

impl FormType {
    fn parse(name: &str) -> Option<FormType> {
        Some(match name {
            "infinitive" => FormType::Infinitive,
            "past_participle" => FormType::PastParticiple,
            "present_participle" => FormType::PresentParticiple,
            "zu_infinitive" => FormType::ZuInfinitive,
            "present" => FormType::Present,
            "preterite" => FormType::Preterite,
            "konjunktiv1" => FormType::Konjunktiv1,
            "konjunktiv2" => FormType::Konjunktiv2,
            "imperative" => FormType::Imperative,
            "joined" => FormType::Joined,
            _ => return None,
        })
    }
}

/// One form the conjugator gave.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Conjugated {
    pub form: String,
    pub infinitive: String,
    pub form_type: FormType,
    /// For [`FormType::Joined`]: the finite word and the particle (`hacke`, `ab`).
    pub parts: Option<(String, String)>,
}

/// Reads the conjugator's lines; `#` starts a comment line.
pub fn parse(text: &str) -> (Vec<Conjugated>, Vec<Rejected>) {
    let mut forms = Vec::new();
    let mut rejected = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        match parse_line(line) {
            Ok(form) => forms.push(form),
            Err(reason) => rejected.push(Rejected {
                line: index + 1,
                reason,
            }),
        }
    }
    (forms, rejected)
}

fn is_word(s: &str) -> bool {
    !s.is_empty() && s.chars().all(char::is_alphabetic)
}

fn parse_line(line: &str) -> Result<Conjugated, String> {
    let columns: Vec<&str> = line.split('\t').collect();
    let (form, infinitive, form_type) = match columns.as_slice() {
        [form, infinitive, form_type] | [form, infinitive, form_type, _] => {
            (*form, *infinitive, *form_type)
        }
        _ => return Err("expected form, infinitive, type[, two-word form]".into()),
    };
    if !is_word(form) || !is_word(infinitive) {
        return Err(format!("`{form}` of `{infinitive}` is not one word"));
    }
    let form_type =
        FormType::parse(form_type).ok_or_else(|| format!("unknown form type `{form_type}`"))?;
    let parts = match (form_type, columns.get(3)) {
        (FormType::Joined, Some(two)) => match two.split_once(' ') {
            Some((finite, particle)) if is_word(finite) && is_word(particle) => {
                Some((finite.to_owned(), particle.to_owned()))
            }
            _ => return Err(format!("`{two}` is not two words")),
        },
        (FormType::Joined, None) => return Err("a joined form needs its two words".into()),
        _ => None,
    };
    Ok(Conjugated {
        form: form.to_owned(),
        infinitive: infinitive.to_owned(),
        form_type,
        parts,
    })
}

/// The present stem: the infinitive without `-en` or `-n` (`hacken` → `hack`,
/// `handeln` → `handel`, `tun` → `tu`).
fn stem(infinitive: &str) -> &str {
    infinitive
        .strip_suffix("en")
        .or_else(|| infinitive.strip_suffix('n'))
        .unwrap_or(infinitive)
}

/// Forms built on the present stem with one of `endings`; verbs in `-eln`
/// and `-ern` may drop the stem's `e` before an ending `e` (`handle`).
fn on_stem(form: &str, infinitive: &str, endings: &[&str]) -> bool {
    let stem = stem(infinitive);
    let short = infinitive
        .strip_suffix("eln")
        .map(|s| format!("{s}l"))
        .or_else(|| infinitive.strip_suffix("ern").map(|s| format!("{s}r")));
    endings.iter().any(|ending| {
        form.strip_suffix(ending) == Some(stem)
            || (*ending == "e" && short.as_deref().is_some_and(|s| form == format!("{s}e")))
    })
}

/// Whether the stem ends in one vowel letter and one consonant after a
/// consonant (`fak` of *faken*, `lik` of *liken*, but also `sag`): there the
/// imperative without `-e` is where the conjugator errs on loan verbs (the
/// `e` belongs to the English stem: *fake!*), so it needs another source.
fn short_open_stem(stem: &str) -> bool {
    let vowels = "aeiouäöüy";
    let letters: Vec<char> = stem.chars().collect();
    match letters.as_slice() {
        [.., before, vowel, last] => {
            !vowels.contains(*before) && vowels.contains(*vowel) && !vowels.contains(*last)
        }
        [vowel, last] => vowels.contains(*vowel) && !vowels.contains(*last),
        _ => true,
    }
}

/// What the lexicon (without the conjugator) knows, for [`regular`].
pub struct Witnesses<'a> {
    /// Every surface of the lexicon.
    pub surfaces: &'a HashSet<&'a str>,
    /// The surfaces of each verb lemma.
    pub verb_forms: &'a HashMap<&'a str, HashSet<&'a str>>,
    /// The conjugator's own preterite forms per infinitive (finite words).
    pub preterites: &'a HashMap<&'a str, Vec<&'a str>>,
}

/// Whether a preterite is weak: `-te`, `-test`, `-ten`, `-tet`.
fn weak_preterite(form: &str) -> bool {
    ["te", "test", "ten", "tet"]
        .iter()
        .any(|e| form.ends_with(e))
}

impl Witnesses<'_> {
    fn is_verb(&self, lemma: &str) -> bool {
        self.verb_forms.contains_key(lemma)
    }

    fn verb_has(&self, lemma: &str, form: &str) -> bool {
        self.verb_forms
            .get(lemma)
            .is_some_and(|forms| forms.contains(form))
    }

    /// Whether the conjugator conjugates the verb weakly throughout (every
    /// preterite it gives is `-te`), and the verb ends in no verb of the
    /// lexicon that the conjugator conjugates strongly (*bergsteigen* ends
    /// in *steigen*: the conjugator's *bergsteigte* is a mistake). Such a
    /// verb's present, preterite, Konjunktiv II and participle follow the
    /// weak conjugation every weak verb follows (*entfolgte*,
    /// *geschwurbelt*, *gegendert*).
    fn wholly_weak(&self, infinitive: &str) -> bool {
        let is_weak = |inf: &str| {
            self.preterites
                .get(inf)
                .is_some_and(|list| !list.is_empty() && list.iter().all(|p| weak_preterite(p)))
        };
        let is_strong = |inf: &str| {
            self.preterites
                .get(inf)
                .is_some_and(|list| list.iter().any(|p| !weak_preterite(p)))
        };
        is_weak(infinitive)
            && !infinitive
                .char_indices()
                .skip(1)
                .any(|(at, _)| is_strong(&infinitive[at..]) && self.is_verb(&infinitive[at..]))
    }

    /// Whether another source lists a weak preterite (`-te`) of the verb
    /// (for a separable verb, of its base verb).
    fn weak_preterite_listed(&self, infinitive: &str) -> bool {
        self.preterites.get(infinitive).is_some_and(|list| {
            list.iter()
                .any(|p| p.ends_with("te") && self.surfaces.contains(p))
        })
    }
}

/// Whether a conjugator form is of a regular type and formed regularly
/// (see the module docs); `confirmed` forms need no such check.
pub fn regular(c: &Conjugated, w: &Witnesses<'_>) -> bool {
    let inf = c.infinitive.as_str();
    let form = c.form.as_str();
    match c.form_type {
        FormType::Infinitive => form == inf,
        FormType::PresentParticiple => form.strip_suffix('d') == Some(inf),
        FormType::ZuInfinitive => form.match_indices("zu").any(|(at, _)| {
            let (particle, rest) = (&form[..at], &form[at + 2..]);
            !particle.is_empty() && format!("{particle}{rest}") == inf && w.is_verb(rest)
        }),
        FormType::Joined => c.parts.as_ref().is_some_and(|(finite, particle)| {
            form == format!("{particle}{finite}")
                && inf
                    .strip_prefix(particle.as_str())
                    .is_some_and(|base| w.verb_has(base, finite))
        }),
        FormType::PastParticiple => {
            let weak = ["t", "et"].iter().any(|ending| {
                let Some(body) = form.strip_suffix(ending) else {
                    return false;
                };
                // gezoomt, designt (-ieren, inseparable), abgehackt (separable)
                let stem = stem(inf);
                body == stem
                    || body.strip_prefix("ge") == Some(stem)
                    || body.match_indices("ge").any(|(at, _)| {
                        let (particle, rest) = (&body[..at], &body[at + 2..]);
                        !particle.is_empty()
                            && inf
                                .strip_prefix(particle)
                                .is_some_and(|base| self::stem(base) == rest)
                    })
            });
            // rausgekommen: a separable verb's particle before a participle
            // another source lists for its base verb (gekommen of kommen),
            // as a joined form is built on the base verb's finite word.
            let separable = form.match_indices("ge").any(|(at, _)| {
                let (particle, rest) = form.split_at(at);
                !particle.is_empty()
                    && inf
                        .strip_prefix(particle)
                        .is_some_and(|base| w.verb_has(base, rest))
            });
            separable || weak && (w.weak_preterite_listed(inf) || w.wholly_weak(inf))
        }
        FormType::Konjunktiv1 => form == inf || on_stem(form, inf, &["e", "est", "et"]),
        FormType::Imperative => {
            let stem = stem(inf);
            (form == stem && !short_open_stem(stem)) || on_stem(form, inf, &["e", "t", "et"])
        }
        FormType::Present | FormType::Preterite | FormType::Konjunktiv2 => w.wholly_weak(inf),
    }
}

/// What completing the paradigms did, for the build report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct ParadigmCounts {
    /// Lines read.
    pub read: u64,
    /// Forms another source lists, linked to their infinitive.
    pub confirmed: u64,
    /// Forms no other source lists, taken because they are regular.
    pub regular: u64,
    /// Forms no other source lists and not regular: left out.
    pub unconfirmed: u64,
    /// Forms of an infinitive that is no verb of the lexicon: left out.
    pub no_verb: u64,
    /// Forms the verb already had (nothing to add).
    pub present: u64,
}

/// Adds the conjugator's confirmed and regular forms to the verb entries of
/// their infinitive, with provenance `source`.
pub fn complete(lexicon: &mut Lexicon, source: SourceSet, forms: &[Conjugated]) -> ParadigmCounts {
    let mut counts = ParadigmCounts {
        read: forms.len() as u64,
        ..ParadigmCounts::default()
    };
    let mut additions: Vec<(usize, String)> = Vec::new();
    {
        let surfaces: HashSet<&str> = lexicon
            .entries
            .iter()
            .flat_map(|e| e.forms.iter().map(|f| f.form.as_str()))
            .collect();
        let mut verbs: HashMap<&str, Vec<usize>> = HashMap::new();
        let mut verb_forms: HashMap<&str, HashSet<&str>> = HashMap::new();
        for (i, entry) in lexicon.entries.iter().enumerate() {
            if entry.pos == PartOfSpeech::Verb {
                verbs.entry(entry.lemma.as_str()).or_default().push(i);
                verb_forms
                    .entry(entry.lemma.as_str())
                    .or_default()
                    .extend(entry.forms.iter().map(|f| f.form.as_str()));
            }
        }
        let mut preterites: HashMap<&str, Vec<&str>> = HashMap::new();
        for c in forms {
            let finite = match (&c.form_type, &c.parts) {
                (FormType::Preterite, _) => Some(c.form.as_str()),
                (FormType::Joined, Some((finite, _))) => Some(finite.as_str()),
                _ => None,
            };
            if let Some(finite) = finite {
                preterites
                    .entry(c.infinitive.as_str())
                    .or_default()
                    .push(finite);
            }
        }
        let witnesses = Witnesses {
            surfaces: &surfaces,
            verb_forms: &verb_forms,
            preterites: &preterites,
        };
        for c in forms {
            let Some(entries) = verbs.get(c.infinitive.as_str()) else {
                counts.no_verb += 1;
                continue;
            };
            if witnesses.verb_has(&c.infinitive, &c.form) {
                counts.present += 1;
                continue;
            }
            if surfaces.contains(c.form.as_str()) {
                counts.confirmed += 1;
            } else if regular(c, &witnesses) {
                counts.regular += 1;
            } else {
                counts.unconfirmed += 1;
                continue;
            }
            additions.extend(entries.iter().map(|i| (*i, c.form.clone())));
        }
    }
    additions.sort();
    additions.dedup();
    let mut touched: Vec<usize> = Vec::new();
    for (index, form) in additions {
        let entry = &mut lexicon.entries[index];
        entry.sources = entry.sources.union(source);
        entry.forms.push(Form {
            form,
            kind: FormKind::InflectedVerb,
            sources: source,
        });
        touched.push(index);
    }
    touched.dedup();
    for index in touched {
        let forms = &mut lexicon.entries[index].forms;
        forms.sort_by(|a, b| (&a.form, a.kind).cmp(&(&b.form, b.kind)));
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stems_and_endings() {
        assert_eq!(stem("hacken"), "hack");
        assert_eq!(stem("handeln"), "handel");
        assert_eq!(stem("tun"), "tu");
        assert!(on_stem("handle", "handeln", &["e"]));
        assert!(on_stem("wandere", "wandern", &["e"]));
        assert!(on_stem("hackest", "hacken", &["est"]));
        assert!(!on_stem("nimm", "nehmen", &["e", "t"]));
    }

    #[test]
    fn a_wholly_weak_verb_gets_its_whole_paradigm_but_not_a_compound_of_a_strong_one() {
        let surfaces: HashSet<&str> = ["steigen", "stieg"].into();
        let verb_forms: HashMap<&str, HashSet<&str>> = [
            ("entfolgen", HashSet::from(["entfolgen"])),
            ("steigen", HashSet::from(["steigen", "stieg"])),
            ("bergsteigen", HashSet::from(["bergsteigen"])),
        ]
        .into();
        let preterites: HashMap<&str, Vec<&str>> = [
            ("entfolgen", vec!["entfolgte", "entfolgten"]),
            ("steigen", vec!["stieg", "stiegen"]),
            ("bergsteigen", vec!["bergsteigte"]),
        ]
        .into();
        let w = Witnesses {
            surfaces: &surfaces,
            verb_forms: &verb_forms,
            preterites: &preterites,
        };
        let form = |form: &str, infinitive: &str, form_type| Conjugated {
            form: form.into(),
            infinitive: infinitive.into(),
            form_type,
            parts: None,
        };
        for (f, t) in [
            ("entfolgte", FormType::Preterite),
            ("entfolgst", FormType::Present),
            ("entfolgtest", FormType::Konjunktiv2),
            ("entfolgt", FormType::PastParticiple),
        ] {
            assert!(regular(&form(f, "entfolgen", t), &w), "{f}");
        }
        assert!(!regular(
            &form("bergsteigte", "bergsteigen", FormType::Preterite),
            &w
        ));
        assert!(!regular(&form("stieg", "steigen", FormType::Preterite), &w));
    }

    #[test]
    fn a_separable_verb_takes_its_base_verbs_listed_participle() {
        let surfaces: HashSet<&str> = ["kommen", "gekommen"].into();
        let verb_forms: HashMap<&str, HashSet<&str>> = [
            ("kommen", HashSet::from(["kommen", "gekommen", "kam"])),
            ("rauskommen", HashSet::from(["rauskommen"])),
            ("rausfinden", HashSet::from(["rausfinden"])),
        ]
        .into();
        let preterites: HashMap<&str, Vec<&str>> = [
            ("kommen", vec!["kam"]),
            ("rauskommen", vec!["kam"]),
            ("rausfinden", vec!["fand"]),
        ]
        .into();
        let w = Witnesses {
            surfaces: &surfaces,
            verb_forms: &verb_forms,
            preterites: &preterites,
        };
        let participle = |form: &str, infinitive: &str| Conjugated {
            form: form.into(),
            infinitive: infinitive.into(),
            form_type: FormType::PastParticiple,
            parts: None,
        };
        assert!(regular(&participle("rausgekommen", "rauskommen"), &w));
        // No source lists the base verb's participle (finden is no verb here),
        // nor a participle the base verb does not have.
        assert!(!regular(&participle("rausgefunden", "rausfinden"), &w));
        assert!(!regular(&participle("rausgekommt", "rauskommen"), &w));
    }

    #[test]
    fn open_short_stems_need_a_witness() {
        for stem in ["fak", "lik", "tim", "sag"] {
            assert!(short_open_stem(stem), "{stem}");
        }
        for stem in ["kenn", "fall", "beiß", "surf", "scroll", "mach", "schreib"] {
            assert!(!short_open_stem(stem), "{stem}");
        }
    }

    #[test]
    fn lines_are_read_and_refused_with_reasons() {
        let (forms, rejected) = parse(
            "abhacke\tabhacken\tjoined\thacke ab\nkenn\tkennen\timperative\n\
             zu hacken\thacken\tzu_infinitive\nx\ty\tsupine\nabhacke\tabhacken\tjoined\n",
        );
        assert_eq!(forms.len(), 2);
        assert_eq!(forms[0].parts, Some(("hacke".to_owned(), "ab".to_owned())));
        assert_eq!(
            rejected.iter().map(|r| r.line).collect::<Vec<_>>(),
            vec![3, 4, 5]
        );
    }
}
