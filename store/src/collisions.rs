//! Key collisions: game keys whose verdict under a ruleset depends on which
//! of the entries holding them wins.
//!
//! A word is valid under a ruleset when at least one (entry, form) behind
//! its game key passes the ruleset's policy (`WordPolicy::examine`: "valid
//! if any entry allows it"). So when a key is held by an entry the ruleset
//! refuses for a category (NATO, an abbreviation) and by another that
//! passes (Nato, a common word from a plain list), the key stays valid and
//! nothing says the two disagree. Such a key is a collision under that
//! ruleset: the verdict is what it is only because the passing entry is
//! there. Keys are compared as the store keeps them (`forms.key_expand`
//! for the rulesets that expand umlauts, `forms.key_distinct` for the
//! others); each ruleset's own policy decides which entries pass, with the
//! same code the service judges with (`WordPolicy::refused_category`).
//!
//! Cost: the entries with a category some ruleset refuses, their forms (by
//! the forms' primary key), then one scan of the forms for the keys those
//! hold, and the entries of the forms found (by id).

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;
use wortwert_domain::model::{Category, CategorySet, FormKind, PartOfSpeech};
use wortwert_domain::normalize::UmlautPolicy;
use wortwert_domain::ruleset::Ruleset;

use crate::Store;
use crate::diff::Side;
use crate::error::{Result, StoreError};
use crate::names::{FORM_SINCE, parse_categories, parse_name};

/// A game key on which some ruleset's verdict depends on which entry wins.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct KeyCollision {
    /// The game key (umlauts expanded or kept, as the rulesets named compare it).
    pub key: String,
    /// The rulesets whose verdict on the key depends on which entry wins:
    /// each allows one of the entries and refuses another for a category.
    /// Today they all answer valid (one entry allows the key).
    pub rulesets: Vec<String>,
    /// Every active entry holding the key, by id.
    pub entries: Vec<CollidingEntry>,
    /// Whether the batch or version asked about brought one of the key's
    /// entries, forms or categories ([`Novelty`]); false when nothing was asked.
    pub new: bool,
}

/// An entry holding a colliding key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CollidingEntry {
    pub entry_id: i64,
    pub lemma: String,
    pub pos: PartOfSpeech,
    /// As stored (empty: published as `common`).
    pub categories: Vec<String>,
    /// The entry's revision now (for `--revision`).
    pub revision: i32,
    /// Its forms with the key.
    pub forms: Vec<CollidingForm>,
    /// The rulesets (of the key's `rulesets`) that refuse this entry for a
    /// category; empty for an entry they all allow.
    pub refused_by: Vec<String>,
}

/// A form of a colliding entry with the key.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CollidingForm {
    pub form: String,
    pub kind: FormKind,
}

/// Which collisions count as new.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Novelty {
    /// None (every collision's `new` is false).
    Nothing,
    /// Those the import batch took part in: one of the key's entries or
    /// forms came with it, or it changed an entry's categories (a merge).
    Batch(i64),
    /// Those version N brought: one of the key's entries (or its
    /// categories) or forms was first published in it.
    Version(i32),
    /// Those the next publish would bring (on the current state): an entry,
    /// its categories or a form no version has published yet.
    Unpublished,
}

/// One (form, entry) row holding a key some refused entry holds too.
#[derive(Debug, Clone)]
struct Row {
    key_expand: Option<String>,
    key_distinct: Option<String>,
    form: String,
    kind: FormKind,
    entry_id: i64,
    lemma: String,
    pos: PartOfSpeech,
    stored_categories: Vec<String>,
    categories: CategorySet,
    revision: i32,
    new: bool,
}

/// Whether form `f` is in the side.
fn form_in(side: Side) -> String {
    match side {
        Side::Version(n) => format!(
            "{FORM_SINCE} <= {n} \
             AND (f.withdrawn_from IS NULL OR f.withdrawn_from = 0 OR f.withdrawn_from > {n})"
        ),
        Side::Current => "f.withdrawn_from IS NULL".to_owned(),
    }
}

/// Whether span `s` covers version `n`.
fn covers(n: i32) -> String {
    format!("s.from_version <= {n} AND (s.until_version IS NULL OR s.until_version > {n})")
}

/// What `entries_refusable` (migration 2026-12-01-120000_key_collisions)
/// holds: the active entries with a category other than `common`. Repeated
/// here word for word, so the planner uses the index.
const REFUSABLE: &str =
    "e.status = 'active' AND cardinality(e.categories) > 0 AND e.categories <> '{common}'";

/// Step 1: the keys of the side's entries some ruleset may refuse (`$1`
/// the lexicon, `$2` the categories some ruleset refuses, `$3` whether an
/// entry without categories may be refused; then every entry is looked at).
fn refused_keys_query(side: Side, uncategorised: bool) -> String {
    let form_in = form_in(side);
    match side {
        Side::Current => format!(
            "SELECT DISTINCT f.key_expand, f.key_distinct \
             FROM entries e JOIN forms f ON f.entry_id = e.id \
             WHERE e.lexicon_id = $1 AND {active} \
               AND (e.categories && $2::text[] OR ($3 AND cardinality(e.categories) = 0)) \
               AND {form_in}",
            active = if uncategorised {
                "e.status = 'active'"
            } else {
                REFUSABLE
            }
        ),
        Side::Version(n) => format!(
            "SELECT DISTINCT f.key_expand, f.key_distinct \
             FROM entry_spans s JOIN forms f ON f.entry_id = s.entry_id \
             WHERE s.lexicon_id = $1 AND {covers} \
               AND (s.categories && $2::text[] OR ($3 AND cardinality(s.categories) = 0)) \
               AND {form_in}",
            covers = covers(n)
        ),
    }
}

/// Step 2: every form of the side with one of those keys (`$1`, `$2`: the
/// keys under each policy), of any entry (step 3 keeps the side's).
fn forms_query(side: Side) -> String {
    format!(
        "SELECT f.key_expand, f.key_distinct, f.form, f.kind, f.entry_id, f.batch_id, \
             f.published_from \
         FROM forms f WHERE {} \
           AND (f.key_expand = ANY($1::text[]) OR f.key_distinct = ANY($2::text[]))",
        form_in(side)
    )
}

/// Step 3: those forms' entries that the side has, with the categories it
/// has them with and whether they are new (`$1` the lexicon, `$2` the
/// entry ids, `$3` the batch).
fn entries_query(side: Side, new: Novelty) -> String {
    let fresh = match (new, side) {
        (Novelty::Nothing, _) | (Novelty::Unpublished, Side::Version(_)) => "false".to_owned(),
        (Novelty::Batch(_), _) => "(e.batch_id IS NOT DISTINCT FROM $3 OR EXISTS \
             (SELECT 1 FROM audit_log a WHERE a.entry_id = e.id AND a.batch_id = $3))"
            .to_owned(),
        (Novelty::Version(n), _) => format!(
            "EXISTS (SELECT 1 FROM entry_spans p WHERE p.entry_id = e.id AND p.from_version = {n})"
        ),
        (Novelty::Unpublished, Side::Current) => "NOT EXISTS (SELECT 1 FROM entry_spans p \
             WHERE p.entry_id = e.id AND p.until_version IS NULL AND p.categories = e.categories)"
            .to_owned(),
    };
    match side {
        Side::Current => format!(
            "SELECT e.id, e.lemma, e.pos, e.categories, e.revision, {fresh} \
             FROM entries e WHERE e.id = ANY($2::bigint[]) AND e.lexicon_id = $1 \
               AND e.status = 'active' AND $3::bigint IS NOT NULL"
        ),
        Side::Version(n) => format!(
            "SELECT e.id, e.lemma, e.pos, s.categories, e.revision, {fresh} \
             FROM entry_spans s JOIN entries e ON e.id = s.entry_id \
             WHERE s.entry_id = ANY($2::bigint[]) AND s.lexicon_id = $1 AND {covers} \
               AND $3::bigint IS NOT NULL",
            covers = covers(n)
        ),
    }
}

/// Whether a form row is new (its entry may be new too: step 3).
fn form_is_new(
    side: Side,
    new: Novelty,
    batch_id: Option<i64>,
    published_from: Option<i32>,
) -> bool {
    match (new, side) {
        (Novelty::Nothing, _) | (Novelty::Unpublished, Side::Version(_)) => false,
        (Novelty::Batch(batch), _) => batch_id == Some(batch),
        (Novelty::Version(n), _) => published_from == Some(n),
        (Novelty::Unpublished, Side::Current) => published_from == Some(0),
    }
}

/// The categories any of `rulesets` can refuse an entry for, and whether
/// one of them can refuse an entry without categories (`common`): the
/// entries worth looking at.
fn decisive(rulesets: &[&Ruleset]) -> (Vec<String>, bool) {
    let mut refusable = BTreeSet::new();
    let mut uncategorised = false;
    for ruleset in rulesets {
        for category in Category::ALL {
            if ruleset
                .policy
                .refused_category(CategorySet::EMPTY.with(*category))
                .is_some()
            {
                refusable.insert(category.as_str().to_owned());
            }
        }
        // An entry with several categories may be refused where none alone
        // is (a policy allowing only some): then every entry is looked at.
        if ruleset.policy.allowed_categories.is_some() {
            uncategorised = true;
            refusable.extend(Category::ALL.iter().map(|c| c.as_str().to_owned()));
        }
    }
    // A ruleset refusing `common` refuses the entries without categories.
    if refusable.contains("common") {
        uncategorised = true;
    }
    (refusable.into_iter().collect(), uncategorised)
}

/// The collisions among `rows` under `rulesets`.
fn find(rows: &[Row], rulesets: &[&Ruleset]) -> Vec<KeyCollision> {
    // key → (rulesets it collides under, the rows holding it, refusals per entry)
    let mut found: BTreeMap<&str, (BTreeSet<String>, BTreeSet<usize>)> = BTreeMap::new();
    let mut refused: BTreeMap<(&str, i64), BTreeSet<String>> = BTreeMap::new();
    for ruleset in rulesets {
        let policy = &ruleset.policy;
        let umlauts = policy.umlauts();
        let mut by_key: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        for (i, row) in rows.iter().enumerate() {
            let key = match umlauts {
                UmlautPolicy::Expand => row.key_expand.as_deref(),
                UmlautPolicy::Distinct => row.key_distinct.as_deref(),
            };
            if let Some(key) = key {
                by_key.entry(key).or_default().push(i);
            }
        }
        for (key, held) in by_key {
            // The key as this ruleset normalises it: its alphabet may not
            // have the letters, and it may be too short (no verdict then
            // depends on an entry).
            match policy.normalizer.normalize(key) {
                Ok(normal) if normal.as_str() == key && !policy.is_too_short(&normal) => {}
                _ => continue,
            }
            let refusing: Vec<usize> = held
                .iter()
                .copied()
                .filter(|&i| policy.refused_category(rows[i].categories).is_some())
                .collect();
            let passing = held.iter().any(|&i| {
                policy.refused_category(rows[i].categories).is_none()
                    && !policy.forbidden_form_kinds.contains(rows[i].kind)
            });
            if refusing.is_empty() || !passing {
                continue;
            }
            let (names, members) = found.entry(key).or_default();
            names.insert(ruleset.id.clone());
            members.extend(held.iter().copied());
            for i in refusing {
                refused
                    .entry((key, rows[i].entry_id))
                    .or_default()
                    .insert(ruleset.id.clone());
            }
        }
    }
    found
        .into_iter()
        .map(|(key, (names, members))| {
            let mut entries: BTreeMap<i64, CollidingEntry> = BTreeMap::new();
            let mut new = false;
            for i in members {
                let row = &rows[i];
                new |= row.new;
                let entry = entries
                    .entry(row.entry_id)
                    .or_insert_with(|| CollidingEntry {
                        entry_id: row.entry_id,
                        lemma: row.lemma.clone(),
                        pos: row.pos,
                        categories: row.stored_categories.clone(),
                        revision: row.revision,
                        forms: Vec::new(),
                        refused_by: refused
                            .get(&(key, row.entry_id))
                            .map(|set| set.iter().cloned().collect())
                            .unwrap_or_default(),
                    });
                let form = CollidingForm {
                    form: row.form.clone(),
                    kind: row.kind,
                };
                if !entry.forms.contains(&form) {
                    entry.forms.push(form);
                }
            }
            KeyCollision {
                key: key.to_owned(),
                rulesets: names.into_iter().collect(),
                entries: entries
                    .into_values()
                    .map(|mut entry| {
                        entry
                            .forms
                            .sort_by(|a, b| (&a.form, a.kind).cmp(&(&b.form, b.kind)));
                        entry
                    })
                    .collect(),
                new,
            }
        })
        .collect()
}

impl Store {
    /// The key collisions of a side (the current state, or a published
    /// version) under `rulesets`, ordered by key; `new` says which of them
    /// count as new.
    ///
    /// Three plain queries in one snapshot, none of which a planner misled
    /// by stale statistics can make slow: the keys of the entries some
    /// ruleset may refuse (by the forms' primary key), every form with
    /// those keys (one scan of the forms), and those forms' entries (by
    /// id).
    pub async fn collisions(
        &self,
        side: Side,
        rulesets: &[&Ruleset],
        new: Novelty,
    ) -> Result<Vec<KeyCollision>> {
        match side {
            Side::Version(n) if n < 1 => {
                return Err(StoreError::Invalid(format!("{n} is not a version number")));
            }
            Side::Version(n) => {
                self.version_info(n as u32).await?;
            }
            Side::Current => {}
        }
        let (categories, uncategorised) = decisive(rulesets);
        if categories.is_empty() && !uncategorised {
            return Ok(Vec::new());
        }
        let batch: i64 = match new {
            Novelty::Batch(batch) => batch,
            _ => 0,
        };
        let mut client = self.raw().await?;
        let tx = client
            .build_transaction()
            .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead)
            .read_only(true)
            .start()
            .await?;
        // The few refused entries' forms by primary key, not by hashing
        // every form; too cheap for the JIT to pay off.
        tx.batch_execute(
            "SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off; \
             SET LOCAL jit = off",
        )
        .await?;
        let mut expand: BTreeSet<String> = BTreeSet::new();
        let mut distinct: BTreeSet<String> = BTreeSet::new();
        for row in tx
            .query(
                &refused_keys_query(side, uncategorised),
                &[&self.lexicon, &categories, &uncategorised],
            )
            .await?
        {
            expand.extend(row.get::<_, Option<String>>(0));
            distinct.extend(row.get::<_, Option<String>>(1));
        }
        if expand.is_empty() && distinct.is_empty() {
            tx.commit().await?;
            return Ok(Vec::new());
        }
        let expand: Vec<String> = expand.into_iter().collect();
        let distinct: Vec<String> = distinct.into_iter().collect();
        let forms = tx.query(&forms_query(side), &[&expand, &distinct]).await?;
        let mut ids: Vec<i64> = forms.iter().map(|row| row.get(4)).collect();
        ids.sort_unstable();
        ids.dedup();
        struct Member {
            lemma: String,
            pos: PartOfSpeech,
            stored: Vec<String>,
            categories: CategorySet,
            revision: i32,
            new: bool,
        }
        let mut members: BTreeMap<i64, Member> = BTreeMap::new();
        for row in tx
            .query(&entries_query(side, new), &[&self.lexicon, &ids, &batch])
            .await?
        {
            let stored: Vec<String> = row.get(3);
            let mut categories = parse_categories(&stored)?;
            if categories.is_empty() {
                // Published as `common` (see compile.rs).
                categories = CategorySet::EMPTY.with(Category::Common);
            }
            members.insert(
                row.get(0),
                Member {
                    lemma: row.get(1),
                    pos: parse_name(row.get(2))?,
                    stored,
                    categories,
                    revision: row.get(4),
                    new: row.get(5),
                },
            );
        }
        tx.commit().await?;
        let mut rows = Vec::with_capacity(forms.len());
        for row in &forms {
            let entry_id: i64 = row.get(4);
            // A form of an entry the side does not have (retired, another lexicon).
            let Some(member) = members.get(&entry_id) else {
                continue;
            };
            rows.push(Row {
                key_expand: row.get(0),
                key_distinct: row.get(1),
                form: row.get(2),
                kind: parse_name(row.get(3))?,
                entry_id,
                lemma: member.lemma.clone(),
                pos: member.pos,
                stored_categories: member.stored.clone(),
                categories: member.categories,
                revision: member.revision,
                new: member.new || form_is_new(side, new, row.get(5), row.get(6)),
            });
        }
        Ok(find(&rows, rulesets))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped() -> Vec<Ruleset> {
        wortwert_domain::ruleset::SHIPPED
            .iter()
            .map(|(name, text)| Ruleset::from_toml(name, text).expect("a shipped ruleset"))
            .collect()
    }

    fn row(form: &str, kind: FormKind, id: i64, lemma: &str, categories: &[Category]) -> Row {
        let keys = crate::keys::GameKeys::of(form);
        let set: CategorySet = categories.iter().copied().collect();
        Row {
            key_expand: keys.expand,
            key_distinct: keys.distinct,
            form: form.to_owned(),
            kind,
            entry_id: id,
            lemma: lemma.to_owned(),
            pos: PartOfSpeech::Noun,
            stored_categories: categories.iter().map(|c| c.as_str().to_owned()).collect(),
            categories: if set.is_empty() {
                CategorySet::EMPTY.with(Category::Common)
            } else {
                set
            },
            revision: 1,
            new: id == 2,
        }
    }

    #[test]
    fn a_refused_entry_beside_an_allowed_one_collides_where_its_category_is_refused() {
        let all = shipped();
        let rulesets: Vec<&Ruleset> = all.iter().collect();
        let rows = [
            row("NATO", FormKind::Base, 1, "NATO", &[Category::Abbreviation]),
            row("Nato", FormKind::Base, 2, "Nato", &[]),
            // Both refused or both allowed: no verdict depends on them.
            row("Haus", FormKind::Base, 3, "Haus", &[]),
            row("haus", FormKind::Base, 4, "haus", &[]),
            row("USA", FormKind::Base, 5, "USA", &[Category::Abbreviation]),
            row("Usa", FormKind::Base, 6, "Usa", &[Category::Toponym]),
        ];
        let found = find(&rows, &rulesets);
        // USA/Usa: where the toponym is allowed and the abbreviation refused.
        let keys: Vec<&str> = found.iter().map(|c| c.key.as_str()).collect();
        assert_eq!(keys, ["NATO", "USA"], "{found:#?}");
        let nato = &found[0];
        // Every shipped ruleset refuses abbreviations.
        assert_eq!(nato.rulesets.len(), all.len(), "{nato:#?}");
        assert_eq!(nato.entries.len(), 2);
        assert_eq!(nato.entries[0].refused_by, nato.rulesets);
        assert!(nato.entries[1].refused_by.is_empty());
        assert!(nato.new, "entry 2 is new");
        let usa = &found[1];
        // Those that refuse toponyms refuse both entries: only Boggle,
        // crossword and Typ-Dom allow the toponym.
        assert_eq!(
            usa.rulesets,
            ["boggle", "boggle-5x5", "crossword", "typdom"],
            "{usa:#?}"
        );
        assert!(!usa.new);
    }

    #[test]
    fn a_form_the_ruleset_refuses_lets_no_entry_win() {
        let all = shipped();
        let typdom: Vec<&Ruleset> = all.iter().filter(|r| r.id == "typdom").collect();
        let rows = [
            row("GiB", FormKind::Base, 1, "GiB", &[Category::Abbreviation]),
            row("gib", FormKind::InflectedVerb, 2, "geben", &[]),
        ];
        // Typ-Dom refuses conjugated forms: the key is invalid whichever wins.
        assert!(find(&rows, &typdom).is_empty());
        let happycross: Vec<&Ruleset> = all.iter().filter(|r| r.id == "happycross").collect();
        assert_eq!(find(&rows, &happycross).len(), 1);
    }

    #[test]
    fn umlauts_are_compared_as_each_ruleset_compares_them() {
        let all = shipped();
        let rulesets: Vec<&Ruleset> = all.iter().collect();
        let rows = [
            row("Bär", FormKind::Base, 1, "Bär", &[Category::FamilyName]),
            row("Baer", FormKind::Base, 2, "Baer", &[]),
        ];
        let found = find(&rows, &rulesets);
        // BAER under expand only; BÄR and BAER differ where umlauts are kept.
        assert_eq!(found.len(), 1, "{found:#?}");
        assert_eq!(found[0].key, "BAER");
        assert!(found[0].rulesets.iter().all(|id| {
            all.iter()
                .find(|r| &r.id == id)
                .is_some_and(|r| r.policy.umlauts() == UmlautPolicy::Expand)
        }));
    }

    #[test]
    fn only_the_categories_a_ruleset_refuses_are_looked_at() {
        let all = shipped();
        let crossword: Vec<&Ruleset> = all.iter().filter(|r| r.id == "crossword").collect();
        let (categories, uncategorised) = decisive(&crossword);
        assert_eq!(categories, ["abbreviation", "multiword"]);
        assert!(!uncategorised);
    }
}
