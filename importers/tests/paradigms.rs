//! Completing verbs' paradigms with a conjugator's forms: confirmed forms are
//! linked, regular ones are taken, irregular ones no other source lists are not.

use wortwert_importers::merge::{JoinRule, Lexicon, Source, SourceSet, merge};
use wortwert_importers::paradigms::{self, complete};
use wortwert_importers::{ImportedEntry, duden};
use wortwert_lexicon::model::{Category, CategorySet, FormKind, PartOfSpeech};

fn lexicon() -> Lexicon {
    let curated = duden::parse(
        "ha|cken; hackte, gehackt\n\
         ab|ha|cken; hackte ab, abgehackt\n\
         ken|nen; kannte, gekannt\n\
         neh|men; du nimmst, er nimmt; nahm, genommen\n\
         zoo|men; zoomte, gezoomt\n\
         de|si|gnen; designte, designt\n\
         fa|ken; fakte, gefakt\n",
    )
    .entries;
    let common = CategorySet::EMPTY.with(Category::Common);
    let words = vec![ImportedEntry::new(
        1,
        "nimm",
        PartOfSpeech::Other,
        common,
        &[("nimm", FormKind::Base)],
    )];
    merge(&[
        Source {
            name: "curated".into(),
            join: JoinRule::Lemma,
            curated: true,
            secondary: false,
            entries: curated,
        },
        Source {
            name: "words".into(),
            join: JoinRule::Lemma,
            curated: false,
            secondary: false,
            entries: words,
        },
        Source {
            name: "ablaut".into(),
            join: JoinRule::Lemma,
            curated: false,
            secondary: false,
            entries: Vec::new(),
        },
    ])
}

fn forms_of(lexicon: &Lexicon, lemma: &str) -> Vec<String> {
    lexicon
        .entries_of(lemma)
        .flat_map(|e| e.forms.iter().map(|f| f.form.clone()))
        .collect()
}

#[test]
fn confirmed_and_regular_forms_join_irregular_ones_need_a_witness() {
    let mut lexicon = lexicon();
    let (forms, rejected) = paradigms::parse(
        "kenn\tkennen\timperative\n\
         kennt\tkennen\timperative\n\
         kennend\tkennen\tpresent_participle\n\
         kennte\tkennen\tkonjunktiv2\n\
         nimm\tnehmen\timperative\n\
         nähme\tnehmen\tkonjunktiv2\n\
         abzuhacken\tabhacken\tzu_infinitive\n\
         abhacke\tabhacken\tjoined\thacke ab\n\
         abhackte\tabhacken\tjoined\thackte ab\n\
         gezoomt\tzoomen\tpast_participle\n\
         zoomte\tzoomen\tpreterite\n\
         zoom\tzoomen\timperative\n\
         fak\tfaken\timperative\n\
         surf\tsurfen\timperative\n",
    );
    assert!(rejected.is_empty(), "{rejected:?}");
    let counts = complete(&mut lexicon, SourceSet::single(2), &forms);

    let kennen = forms_of(&lexicon, "kennen");
    // Regular: the imperatives on the present stem, the present participle.
    for form in ["kenn", "kennt", "kennend"] {
        assert!(kennen.contains(&form.to_owned()), "{form}");
    }
    // Irregular and listed by no other source: left out.
    assert!(!kennen.contains(&"kennte".to_owned()));
    assert!(!forms_of(&lexicon, "nehmen").contains(&"nähme".to_owned()));
    // Irregular but another source lists the surface: linked to its verb.
    assert!(forms_of(&lexicon, "nehmen").contains(&"nimm".to_owned()));

    let abhacken = forms_of(&lexicon, "abhacken");
    // The zu-infinitive of a separable verb whose base verb is in the lexicon;
    // joined forms whose finite word is a listed form of the base verb.
    for form in ["abzuhacken", "abhackte"] {
        assert!(abhacken.contains(&form.to_owned()), "{form}");
    }

    // A weak participle, its weak preterite listed by another source.
    assert!(forms_of(&lexicon, "zoomen").contains(&"gezoomt".to_owned()));
    assert!(forms_of(&lexicon, "zoomen").contains(&"zoom".to_owned()));
    // (A verb the conjugator conjugates weakly throughout gets its whole weak
    // paradigm: paradigms::tests; its known mistakes on loan verbs, such as
    // *designete*, are left out before this module by the mistakes list.)
    // surfen is no verb of this lexicon: nothing is added for it.
    assert!(lexicon.entries_of("surfen").next().is_none());

    assert!(counts.no_verb >= 1, "{counts:?}");
    assert!(counts.confirmed >= 1 && counts.regular >= 4, "{counts:?}");
    // Every added form is a verb form with the conjugator's provenance.
    let added = lexicon
        .entries
        .iter()
        .flat_map(|e| &e.forms)
        .filter(|f| f.sources == SourceSet::single(2))
        .collect::<Vec<_>>();
    assert!(!added.is_empty());
    assert!(added.iter().all(|f| f.kind == FormKind::InflectedVerb));
    // Forms stay sorted within their entry.
    for entry in &lexicon.entries {
        assert!(
            entry
                .forms
                .windows(2)
                .all(|w| (&w[0].form, w[0].kind) <= (&w[1].form, w[1].kind))
        );
    }
}
