//! Where the batch's entries and forms go, decided in memory from the part
//! of the lexicon the batch touches ([`Known`], read under the writers'
//! lock). Pure: the rows it returns go into `entries` and `forms` as they
//! are, so the database does no join and no anti-join while it writes.
//!
//! The rules are the bundle merge's (`wortwert_importers::merge`):
//!
//! 1. An entry with categories is a meaning, identified by (lemma, part of
//!    speech, sense = the categories it was created with): found, or else
//!    merged into an entry of the lexicon with its lemma and a compatible part
//!    of speech that was created without categories ([`Merge`]: its forms are
//!    united, it takes the meaning's sense, and its categories when it had
//!    none; curated ones stay), or else created.
//! 2. An entry without categories joins every entry with its lemma and a
//!    compatible part of speech (equal, or either `other`), those of the
//!    batch included. Under [`JoinRule::Lemma`] one that found none joins the
//!    entries with categories that list its lemma as a form (Hunspell's
//!    `ging`, a form of `gehen`), its forms taking the kind the entry gives
//!    that form, unless it is an adjective that compares (`weich`,
//!    `weichere`: not the imperative of *weichen*). One that found nothing
//!    becomes an entry of its own.
//! 3. Under [`JoinRule::Surface`] (plain lists) a form without categories
//!    that some entry already has, or that an entry with categories of the
//!    batch brings, adds nothing.
//! 4. A form is new when its (entry, form, kind) is not there yet.
//!
//! Cost: linear in the batch and in `Known`, with hashing; the new forms are
//! put in the primary key's order by sorting the joins by entry id and each
//! entry's few rows by form.

use std::cmp::Ordering;

use foldhash::{HashMap, HashMapExt, HashSet};
use wortwert_domain::model::{Category, CategorySet, FormKind, PartOfSpeech};
use wortwert_importers::merge::{self, JoinRule};

use super::staging::{Staged, sense_of};

/// An entry of the lexicon that the batch may join.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct KnownEntry {
    pub id: i64,
    pub pos: PartOfSpeech,
    /// The categories it was created with (its `sense`).
    pub sense: CategorySet,
    /// Whether a published version has the entry (its new forms are then pending).
    pub published: bool,
    /// Its categories now (curation may have changed them since).
    pub categories: CategorySet,
    /// Whether a maintainer changed it by hand (an audit row of its own
    /// outside any batch); read where a merge may need it.
    pub curated: bool,
    /// A plain list's active `other` entry made without categories and not
    /// curated: a stem of another part of speech does not join it (it makes
    /// its own entry, and the stub is folded into it), so the stem's part
    /// of speech does not depend on which source came first.
    pub stub: bool,
}

/// A form some entry with categories has, under one of its kinds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct FormOwner {
    pub entry_id: i64,
    pub kind: FormKind,
    pub published: bool,
}

/// The part of the lexicon the batch touches.
#[derive(Debug, Default)]
pub(super) struct Known {
    /// The lexicon's entries (any status) whose lemma is a lemma of the batch, by lemma.
    pub entries: HashMap<String, Vec<KnownEntry>>,
    /// Under [`JoinRule::Lemma`]: the entries with categories that have a
    /// form which is the lemma of an entry without categories of the batch,
    /// by that form.
    pub owners: HashMap<String, Vec<FormOwner>>,
    /// Under [`JoinRule::Surface`]: the forms of the batch's entries without
    /// categories that some entry of the lexicon has.
    pub surfaces: HashSet<String>,
}

/// Part of speech and categories of known entries, by id (for previews).
pub(super) type KnownDescriptions = HashMap<i64, (String, CategorySet)>;

impl Known {
    /// Part of speech and categories of each known entry.
    pub fn describe(&self) -> KnownDescriptions {
        let mut all = KnownDescriptions::new();
        for k in self.entries.values().flatten() {
            all.insert(k.id, (k.pos.as_str().to_owned(), k.categories));
        }
        all
    }
}

/// The forms the lexicon's entries already have, by entry id.
pub(super) type KnownForms = HashMap<i64, Vec<(String, FormKind)>>;

/// An entry the batch creates.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct NewEntry<'a> {
    pub lemma: &'a str,
    pub pos: PartOfSpeech,
    /// The categories it is created with (stored as its `sense`); empty for
    /// an entry made from one without categories.
    pub sense: CategorySet,
    pub categories: CategorySet,
}

/// The entry a batch entry's forms go to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Target {
    Known {
        id: i64,
        published: bool,
    },
    /// Index into [`Targets::new_entries`].
    New(usize),
}

/// A batch entry's forms going to one entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Join {
    /// Index into [`Staged::entries`].
    staged: usize,
    target: Target,
    /// For an entry without categories joined by form: the kind the entry
    /// gives that form (the lowest in the model's order).
    kind: Option<FormKind>,
}

/// A form row to insert.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct NewForm<'a> {
    pub entry_id: i64,
    pub form: &'a str,
    pub kind: FormKind,
    /// Added to an entry a published version has: pending until the next publish.
    pub pending: bool,
}

/// What a merge does to the categories of the entry it merges into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum CategoryOutcome {
    /// The entry had none (published as `common`): the batch's replace them.
    Replaced,
    /// The entry already has the batch's categories.
    Same,
    /// The entry's categories were curated and differ: they stay (a curated
    /// category wins over an imported one).
    KeptCurated,
}

/// An entry of the lexicon that was created without categories and that an
/// entry with categories of the batch (same lemma, compatible part of
/// speech) merges into: it becomes that meaning, so the lexicon keeps one
/// entry per lemma and part of speech rather than a second one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Merge<'a> {
    pub id: i64,
    pub lemma: &'a str,
    /// The batch's part of speech where the entry's was `other`, else the entry's.
    pub pos: PartOfSpeech,
    /// The batch entry's categories: the entry's new `sense`, so a
    /// re-import finds it by identity.
    pub sense: CategorySet,
    /// The entry's categories before the merge.
    pub before: CategorySet,
    pub outcome: CategoryOutcome,
}

impl Merge<'_> {
    /// The entry's categories after the merge.
    pub fn after(&self) -> CategorySet {
        match self.outcome {
            CategoryOutcome::Replaced => self.sense,
            CategoryOutcome::Same | CategoryOutcome::KeptCurated => self.before,
        }
    }
}

/// Which entry each batch entry joins, and the entries to create.
#[derive(Debug)]
pub(super) struct Targets<'a> {
    pub new_entries: Vec<NewEntry<'a>>,
    /// Known entries without a sense that entries with categories merge into.
    pub merges: Vec<Merge<'a>>,
    joins: Vec<Join>,
    /// Per form of [`Staged::forms`]: dropped by the plain-list rule (empty: none).
    dropped: Vec<bool>,
    /// Plain-list stubs a stem of the batch joined by its lemma: the
    /// source attests them as words of their own (`entry_claims`).
    pub claims: Vec<i64>,
}

fn compatible(a: PartOfSpeech, b: PartOfSpeech) -> bool {
    a == b || a == PartOfSpeech::Other || b == PartOfSpeech::Other
}

/// The kind a form of a stem joined by form takes: the stem's lemma is a
/// conjugated form, so all of its forms are; otherwise its base takes the
/// kind of the lemma, its other forms keep theirs.
pub(super) fn joined_kind(joined: Option<FormKind>, kind: FormKind) -> FormKind {
    match joined {
        None => kind,
        Some(FormKind::InflectedVerb) => FormKind::InflectedVerb,
        Some(lemma_kind) if kind == FormKind::Base => lemma_kind,
        Some(_) => kind,
    }
}

/// The entry without a sense that an entry with categories of part of
/// speech `pos` merges into: one with an equal part of speech first, else
/// one whose part of speech is compatible; none already claimed by another
/// meaning of the batch.
fn merge_candidate<'k>(
    known: &'k [KnownEntry],
    pos: PartOfSpeech,
    claimed: &[Merge<'_>],
) -> Option<&'k KnownEntry> {
    let open = |k: &&KnownEntry| k.sense.is_empty() && !claimed.iter().any(|m| m.id == k.id);
    known
        .iter()
        .filter(open)
        .find(|k| k.pos == pos)
        .or_else(|| known.iter().filter(open).find(|k| compatible(k.pos, pos)))
}

/// What merging a batch entry with `categories` into `known` does (the
/// documented rule: an explicit category replaces none; a curated one stays).
fn merge_into<'a>(
    known: &KnownEntry,
    lemma: &'a str,
    pos: PartOfSpeech,
    categories: CategorySet,
) -> Merge<'a> {
    let outcome = if known.categories.is_empty() || acronym_default(known) {
        CategoryOutcome::Replaced
    } else if known.categories == categories {
        CategoryOutcome::Same
    } else {
        CategoryOutcome::KeptCurated
    };
    Merge {
        id: known.id,
        lemma,
        pos: if known.pos == PartOfSpeech::Other {
            pos
        } else {
            known.pos
        },
        sense: categories,
        before: known.categories,
        outcome,
    }
}

/// Whether `known` holds only the category an import gave it for being
/// written like an acronym (made without categories, never curated): a
/// meaning replaces it as it replaces none, so a Duden-style `AMDS [Abk.,
/// Marke]` reads the same whether a plain list's AMDS came first or not.
pub(super) fn acronym_default(known: &KnownEntry) -> bool {
    known.sense.is_empty()
        && !known.curated
        && known.categories == CategorySet::EMPTY.with(Category::Abbreviation)
}

/// Decides where every entry of the batch goes (rules 1–3).
pub(super) fn targets<'a>(staged: &Staged<'a>, known: &Known, join: JoinRule) -> Targets<'a> {
    let mut targets = Targets {
        new_entries: Vec::new(),
        merges: Vec::new(),
        joins: Vec::with_capacity(staged.entries.len()),
        dropped: Vec::new(),
        claims: Vec::new(),
    };
    let no_entries: &[KnownEntry] = &[];
    let known_with = |lemma: &str| known.entries.get(lemma).map_or(no_entries, Vec::as_slice);

    // 1. Meanings.
    let mut new_by_lemma: HashMap<&str, Vec<usize>> = HashMap::new();
    let mut uncategorised = false;
    for (index, entry) in staged.entries.iter().enumerate() {
        if entry.categories.is_empty() {
            uncategorised = true;
            continue;
        }
        let found = known_with(entry.lemma)
            .iter()
            .find(|k| k.pos == entry.pos && k.sense == entry.categories)
            .or_else(|| {
                let candidate =
                    merge_candidate(known_with(entry.lemma), entry.pos, &targets.merges)?;
                targets.merges.push(merge_into(
                    candidate,
                    entry.lemma,
                    entry.pos,
                    entry.categories,
                ));
                Some(candidate)
            });
        let target = match found {
            Some(k) => Target::Known {
                id: k.id,
                published: k.published,
            },
            None => {
                let new = targets.new_entries.len();
                targets.new_entries.push(NewEntry {
                    lemma: entry.lemma,
                    pos: entry.pos,
                    sense: entry.categories,
                    categories: entry.categories,
                });
                new_by_lemma.entry(entry.lemma).or_default().push(new);
                Target::New(new)
            }
        };
        targets.joins.push(Join {
            staged: index,
            target,
            kind: None,
        });
    }
    if !uncategorised {
        return targets;
    }

    // 3. Under the plain-list rule, surfaces already explained add nothing.
    if join == JoinRule::Surface {
        let brought: HashSet<&str> = staged
            .entries
            .iter()
            .filter(|e| !e.categories.is_empty())
            .flat_map(|e| staged.forms_of(e).iter().map(|(form, _)| *form))
            .collect();
        targets.dropped = vec![false; staged.forms.len()];
        for entry in staged.entries.iter().filter(|e| e.categories.is_empty()) {
            for i in entry.forms.clone() {
                let form = staged.forms[i].0;
                targets.dropped[i] = known.surfaces.contains(form) || brought.contains(form);
            }
        }
    }

    // 2. Entries without categories.
    for (index, entry) in staged.entries.iter().enumerate() {
        if !entry.categories.is_empty() {
            continue;
        }
        if !targets.dropped.is_empty() && entry.forms.clone().all(|i| targets.dropped[i]) {
            continue;
        }
        let before = targets.joins.len();
        for k in known_with(entry.lemma) {
            if compatible(k.pos, entry.pos) && !(k.stub && k.pos != entry.pos) {
                if k.stub {
                    targets.claims.push(k.id);
                }
                targets.joins.push(Join {
                    staged: index,
                    target: Target::Known {
                        id: k.id,
                        published: k.published,
                    },
                    kind: None,
                });
            }
        }
        for &new in new_by_lemma.get(entry.lemma).into_iter().flatten() {
            if compatible(targets.new_entries[new].pos, entry.pos) {
                targets.joins.push(Join {
                    staged: index,
                    target: Target::New(new),
                    kind: None,
                });
            }
        }
        let compared = || {
            merge::compares(
                entry.pos,
                entry.lemma,
                staged.forms_of(entry).iter().map(|(form, _)| *form),
            )
        };
        if targets.joins.len() == before && join == JoinRule::Lemma && !compared() {
            let mut by_entry: Vec<FormOwner> = Vec::new();
            for owner in known.owners.get(entry.lemma).into_iter().flatten() {
                match by_entry.iter_mut().find(|o| o.entry_id == owner.entry_id) {
                    Some(seen) => seen.kind = seen.kind.min(owner.kind),
                    None => by_entry.push(*owner),
                }
            }
            targets.joins.extend(by_entry.into_iter().map(|owner| Join {
                staged: index,
                target: Target::Known {
                    id: owner.entry_id,
                    published: owner.published,
                },
                kind: Some(owner.kind),
            }));
        }
        if targets.joins.len() == before {
            let new = targets.new_entries.len();
            targets.new_entries.push(NewEntry {
                lemma: entry.lemma,
                pos: entry.pos,
                sense: CategorySet::EMPTY,
                categories: if entry.acronym {
                    CategorySet::EMPTY.with(Category::Abbreviation)
                } else {
                    CategorySet::EMPTY
                },
            });
            targets.joins.push(Join {
                staged: index,
                target: Target::New(new),
                kind: None,
            });
        }
    }
    targets
}

impl<'a> Targets<'a> {
    /// The lemma of each known entry the batch joins, as the batch names it.
    pub fn known_lemmas(&self, staged: &Staged<'a>) -> HashMap<i64, &'a str> {
        let mut lemmas = HashMap::new();
        for join in &self.joins {
            if let Target::Known { id, .. } = join.target {
                lemmas
                    .entry(id)
                    .or_insert(staged.entries[join.staged].lemma);
            }
        }
        lemmas
    }

    /// The known entries the batch joins, ascending, without repeats.
    pub fn known_ids(&self) -> Vec<i64> {
        let mut ids: Vec<i64> = self
            .joins
            .iter()
            .filter_map(|j| match j.target {
                Target::Known { id, .. } => Some(id),
                Target::New(_) => None,
            })
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    }

    /// The new entries in the identity index's order (lemma, part of
    /// speech, sense; byte-wise like `COLLATE "C"`), as indices into
    /// [`Targets::new_entries`]: ids are handed out in this order, so both
    /// of the table's indexes grow at their ends when the lexicon is new.
    pub fn creation_order(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.new_entries.len()).collect();
        order.sort_unstable_by(|&a, &b| {
            let (a, b) = (&self.new_entries[a], &self.new_entries[b]);
            (a.lemma, a.pos.as_str())
                .cmp(&(b.lemma, b.pos.as_str()))
                .then_with(|| match a.sense == b.sense {
                    true => Ordering::Equal,
                    false => sense_of(a.sense).cmp(&sense_of(b.sense)),
                })
        });
        order
    }

    /// The new form rows (rule 4), in primary-key order (entry, form, kind),
    /// without repeats. `new_ids[i]` is the id of `new_entries[i]`; `known`
    /// has the forms of every entry of [`Targets::known_ids`].
    pub fn forms(
        &self,
        staged: &Staged<'a>,
        new_ids: &[i64],
        known: &KnownForms,
    ) -> Vec<NewForm<'a>> {
        // Joins by entry id (integers: cheap to sort), then each entry's few
        // rows by form and kind.
        let mut joins: Vec<(i64, bool, &Join)> = self
            .joins
            .iter()
            .map(|join| match join.target {
                Target::Known { id, published } => (id, published, join),
                Target::New(new) => (new_ids[new], false, join),
            })
            .collect();
        joins.sort_by_key(|&(id, _, _)| id);

        let mut rows: Vec<NewForm<'a>> = Vec::with_capacity(staged.forms.len());
        for group in joins.chunk_by(|a, b| a.0 == b.0) {
            let (entry_id, pending, _) = group[0];
            let had = known.get(&entry_id).map_or(&[][..], Vec::as_slice);
            let start = rows.len();
            for &(_, _, join) in group {
                let entry = &staged.entries[join.staged];
                for i in entry.forms.clone() {
                    if self.dropped.get(i) == Some(&true) {
                        continue;
                    }
                    let (form, kind) = staged.forms[i];
                    let kind = joined_kind(join.kind, kind);
                    if had.iter().any(|(f, k)| *k == kind && f == form) {
                        continue;
                    }
                    rows.push(NewForm {
                        entry_id,
                        form,
                        kind,
                        pending,
                    });
                }
            }
            rows[start..]
                .sort_unstable_by(|a, b| (a.form, a.kind.as_str()).cmp(&(b.form, b.kind.as_str())));
        }
        rows.dedup_by(|a, b| (a.entry_id, a.form, a.kind) == (b.entry_id, b.form, b.kind));
        rows
    }
}

#[cfg(test)]
mod tests {
    use wortwert_domain::model::Category::{self, *};
    use wortwert_domain::model::FormKind::{Base, InflectedNoun, InflectedVerb, Plural};
    use wortwert_domain::model::PartOfSpeech::{Noun, Verb};
    use wortwert_importers::{ImportedEntry, Parsed};

    use super::super::ImportFile;
    use super::super::staging::stage;
    use super::*;

    fn entry(
        lemma: &str,
        pos: PartOfSpeech,
        categories: &[Category],
        forms: &[(&str, FormKind)],
    ) -> ImportedEntry {
        ImportedEntry::new(1, lemma, pos, categories.iter().copied().collect(), forms)
    }

    fn batch(entries: Vec<ImportedEntry>) -> Vec<ImportFile> {
        vec![ImportFile::new(
            "batch",
            b"",
            Parsed {
                entries,
                ..Parsed::default()
            },
        )]
    }

    fn known_entry(id: i64, pos: PartOfSpeech, sense: &[Category], published: bool) -> KnownEntry {
        KnownEntry {
            id,
            pos,
            sense: sense.iter().copied().collect(),
            published,
            categories: sense.iter().copied().collect(),
            curated: false,
            stub: false,
        }
    }

    fn known(entries: &[(&str, KnownEntry)]) -> Known {
        let mut known = Known::default();
        for (lemma, entry) in entries {
            known
                .entries
                .entry((*lemma).into())
                .or_default()
                .push(entry.clone());
        }
        known
    }

    /// A created entry (`lemma pos [sense] categories`) with its id.
    type Created = (String, i64);
    /// A form row: entry id, form, kind, pending.
    type Row = (i64, String, FormKind, bool);

    /// New entry ids 100, 101, … in creation order, and the rows.
    fn plan(
        files: &[ImportFile],
        known: &Known,
        join: JoinRule,
        had: &KnownForms,
    ) -> (Vec<Created>, Vec<Row>) {
        let staged = stage(files);
        let targets = targets(&staged, known, join);
        let order = targets.creation_order();
        let mut ids = vec![0; targets.new_entries.len()];
        for (rank, &new) in order.iter().enumerate() {
            ids[new] = 100 + rank as i64;
        }
        let created = order
            .iter()
            .map(|&new| {
                let e = &targets.new_entries[new];
                (
                    format!(
                        "{} {} [{}] {}",
                        e.lemma,
                        e.pos,
                        sense_of(e.sense),
                        e.categories
                    ),
                    ids[new],
                )
            })
            .collect();
        let rows = targets
            .forms(&staged, &ids, had)
            .into_iter()
            .map(|r| (r.entry_id, r.form.to_owned(), r.kind, r.pending))
            .collect();
        (created, rows)
    }

    #[test]
    fn meanings_are_found_by_identity_or_created() {
        let files = batch(vec![
            entry(
                "Peter",
                Noun,
                &[FirstName],
                &[("Peter", Base), ("Peters", InflectedNoun)],
            ),
            entry("Peter", Noun, &[FamilyName], &[("Peter", Base)]),
            entry("Haus", Noun, &[Common], &[("Haus", Base)]),
        ]);
        let known = known(&[
            ("Peter", known_entry(7, Noun, &[FirstName], true)),
            ("Haus", known_entry(8, Noun, &[Toponym], false)),
        ]);
        let had = KnownForms::from_iter([(7, vec![("Peter".to_owned(), Base)])]);
        let (created, rows) = plan(&files, &known, JoinRule::Lemma, &had);
        assert_eq!(
            created,
            vec![
                ("Haus noun [common] common".to_owned(), 100),
                ("Peter noun [family_name] family_name".to_owned(), 101),
            ]
        );
        assert_eq!(
            rows,
            vec![
                (7, "Peters".into(), InflectedNoun, true),
                (100, "Haus".into(), Base, false),
                (101, "Peter".into(), Base, false),
            ]
        );
    }

    #[test]
    fn a_meaning_merges_into_the_entry_an_uncategorised_source_made() {
        // Hunspell made Angela (no categories), Haus (other, no categories)
        // and Peter (curated: tagged family_name); a Duden-style list brings
        // them with categories.
        let files = batch(vec![
            entry(
                "Angela",
                Noun,
                &[FirstName],
                &[("Angela", Base), ("Angelas", InflectedNoun)],
            ),
            entry(
                "Haus",
                Noun,
                &[Common],
                &[("Haus", Base), ("Häuser", Plural)],
            ),
            entry("Peter", Noun, &[FirstName], &[("Peter", Base)]),
            entry("Peter", Noun, &[Toponym], &[("Peter", Base)]),
        ]);
        let mut curated = known_entry(9, Noun, &[], true);
        curated.categories = CategorySet::EMPTY.with(FamilyName);
        let known = known(&[
            ("Angela", known_entry(7, Noun, &[], true)),
            ("Haus", known_entry(8, PartOfSpeech::Other, &[], false)),
            ("Peter", curated),
        ]);
        let had = KnownForms::from_iter([
            (7, vec![("Angela".to_owned(), Base)]),
            (8, vec![("Haus".to_owned(), Base)]),
            (9, vec![("Peter".to_owned(), Base)]),
        ]);
        let staged = stage(&files);
        let targets = targets(&staged, &known, JoinRule::Lemma);
        let merges: Vec<(i64, &str, PartOfSpeech, String, CategoryOutcome, String)> = targets
            .merges
            .iter()
            .map(|m| {
                (
                    m.id,
                    m.lemma,
                    m.pos,
                    m.sense.to_string(),
                    m.outcome,
                    m.after().to_string(),
                )
            })
            .collect();
        assert_eq!(
            merges,
            vec![
                (
                    7,
                    "Angela",
                    Noun,
                    "first_name".into(),
                    CategoryOutcome::Replaced,
                    "first_name".into()
                ),
                (
                    8,
                    "Haus",
                    Noun,
                    "common".into(),
                    CategoryOutcome::Replaced,
                    "common".into()
                ),
                (
                    9,
                    "Peter",
                    Noun,
                    "first_name".into(),
                    CategoryOutcome::KeptCurated,
                    "family_name".into()
                ),
            ]
        );
        // The toponym Peter is another meaning: the curated entry is claimed.
        let (created, rows) = plan(&files, &known, JoinRule::Lemma, &had);
        assert_eq!(
            created,
            vec![("Peter noun [toponym] toponym".to_owned(), 100)]
        );
        assert_eq!(
            rows,
            vec![
                (7, "Angelas".into(), InflectedNoun, true),
                (8, "Häuser".into(), Plural, false),
                (100, "Peter".into(), Base, false),
            ]
        );

        // Merged, the entries are found by identity: a second import merges nothing.
        let again = known_after(&known, &targets.merges);
        let targets = super::targets(&staged, &again, JoinRule::Lemma);
        assert!(targets.merges.is_empty(), "{:?}", targets.merges);
    }

    /// `known` as it is after `merges` were written.
    fn known_after(known: &Known, merges: &[Merge<'_>]) -> Known {
        let mut after = Known::default();
        for (lemma, entries) in &known.entries {
            let entries = entries
                .iter()
                .map(|k| match merges.iter().find(|m| m.id == k.id) {
                    Some(m) => KnownEntry {
                        pos: m.pos,
                        sense: m.sense,
                        categories: m.after(),
                        ..k.clone()
                    },
                    None => k.clone(),
                })
                .collect();
            after.entries.insert(lemma.clone(), entries);
        }
        after
    }

    #[test]
    fn stems_join_every_entry_of_their_lemma_and_a_compatible_part_of_speech() {
        let files = batch(vec![
            entry("Lauf", Noun, &[Common], &[("Lauf", Base)]),
            entry(
                "Lauf",
                PartOfSpeech::Other,
                &[],
                &[("Lauf", Base), ("Laufs", InflectedNoun)],
            ),
            entry(
                "laufen",
                Verb,
                &[],
                &[("laufen", Base), ("lief", InflectedVerb)],
            ),
        ]);
        let known = known(&[
            ("laufen", known_entry(3, Noun, &[Common], false)),
            ("laufen", known_entry(4, Verb, &[], false)),
            (
                "laufen",
                known_entry(5, PartOfSpeech::Other, &[ProperName], true),
            ),
        ]);
        let (created, rows) = plan(&files, &known, JoinRule::Lemma, &KnownForms::default());
        assert_eq!(created, vec![("Lauf noun [common] common".to_owned(), 100)]);
        assert_eq!(
            rows,
            vec![
                (4, "laufen".into(), Base, false),
                (4, "lief".into(), InflectedVerb, false),
                (5, "laufen".into(), Base, true),
                (5, "lief".into(), InflectedVerb, true),
                (100, "Lauf".into(), Base, false),
                (100, "Laufs".into(), InflectedNoun, false),
            ]
        );
    }

    #[test]
    fn a_stem_named_as_a_form_joins_its_owner_with_the_owners_kind() {
        let files = batch(vec![
            entry("ging", Verb, &[], &[("ging", Base), ("gingst", Base)]),
            entry(
                "Häuser",
                PartOfSpeech::Other,
                &[],
                &[("Häuser", Base), ("Häusern", InflectedNoun)],
            ),
            entry("UNO", PartOfSpeech::Other, &[], &[("UNO", Base)]),
        ]);
        let mut known = Known::default();
        let owner = |entry_id, kind, published| FormOwner {
            entry_id,
            kind,
            published,
        };
        known.owners.insert(
            "ging".into(),
            vec![
                owner(1, FormKind::Other, false),
                owner(1, InflectedVerb, false),
            ],
        );
        known
            .owners
            .insert("Häuser".into(), vec![owner(2, Plural, true)]);
        let had = KnownForms::from_iter([(2, vec![("Häusern".to_owned(), InflectedNoun)])]);
        let (created, rows) = plan(&files, &known, JoinRule::Lemma, &had);
        assert_eq!(
            created,
            vec![("UNO other [] abbreviation".to_owned(), 100)],
            "a new entry without categories written like an acronym is an abbreviation"
        );
        assert_eq!(
            rows,
            vec![
                (1, "ging".into(), InflectedVerb, false),
                (1, "gingst".into(), InflectedVerb, false),
                (2, "Häuser".into(), Plural, true),
                (100, "UNO".into(), Base, false),
            ]
        );

        // The plain-list rule never joins by form.
        let (created, _) = plan(&files, &known, JoinRule::Surface, &KnownForms::default());
        assert_eq!(created.len(), 3);
    }

    #[test]
    fn plain_lists_add_only_surfaces_nothing_explains() {
        let files = batch(vec![
            entry(
                "gehen",
                Verb,
                &[Common],
                &[("gehen", Base), ("gehst", InflectedVerb)],
            ),
            entry("gehst", PartOfSpeech::Other, &[], &[("gehst", Base)]),
            entry("ging", PartOfSpeech::Other, &[], &[("ging", Base)]),
            entry("Tür", PartOfSpeech::Other, &[], &[("Tür", Base)]),
        ]);
        let mut known = Known::default();
        known.surfaces.insert("ging".into());
        let (created, rows) = plan(&files, &known, JoinRule::Surface, &KnownForms::default());
        assert_eq!(
            created,
            vec![
                ("Tür other [] ".to_owned(), 100),
                ("gehen verb [common] common".to_owned(), 101),
            ]
        );
        assert_eq!(
            rows,
            vec![
                (100, "Tür".into(), Base, false),
                (101, "gehen".into(), Base, false),
                (101, "gehst".into(), InflectedVerb, false),
            ]
        );
    }

    #[test]
    fn rows_are_in_key_order_without_repeats() {
        // Two stems of one lemma (other and noun) both join the noun entry.
        let files = batch(vec![
            entry(
                "Weg",
                PartOfSpeech::Other,
                &[],
                &[("Weg", Base), ("Wege", Plural)],
            ),
            entry("Weg", Noun, &[], &[("Wege", Plural), ("Weg", Base)]),
        ]);
        let known = known(&[("Weg", known_entry(9, Noun, &[Common], false))]);
        let (created, rows) = plan(&files, &known, JoinRule::Lemma, &KnownForms::default());
        assert!(created.is_empty());
        assert_eq!(
            rows,
            vec![
                (9, "Weg".into(), Base, false),
                (9, "Wege".into(), Plural, false),
            ]
        );
    }
}
