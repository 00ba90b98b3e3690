//! The TYP-DOM move generator on a 30-word layout: every move of a
//! 13-tile rack (the booklet's 8 black + 5 red), with and without a jolly.
//!
//! Two dictionaries: a German word list written here (a lexicon of it, the
//! list itself as candidates), and, when `data/default.wwlex` exists, the
//! shipped default lexicon with the finder's index of the TYP-DOM policy as
//! candidates (the service's setting). Each layout is built by the
//! generator itself, from an opening word, by laying the best Point move of
//! a rack drawn from a fixed letter stream until the table holds 30 words,
//! so it is valid under its own lexicon.
//!
//! Each dictionary is measured on one such layout (criterion: all moves,
//! the best 50, the best 50 with second words) and, with the default
//! lexicon, on 50 seeded positions: 50 layouts built the same way from
//! seeds 1..=50, each with a 13-tile rack (8 black + 5 red) drawn from a
//! 120-tile set ([`Bag`]); positions 0..25 hold no jolly, 25..50 one (red
//! or black, alternately). Median and max time are printed per mode.
//!
//! Environment (a full run takes long on a shared machine):
//! `TYPDOM_BENCH_MODES` keeps the modes named in it (comma-separated:
//! `all` every move built as a layout, `every` every move found and scored
//! with the best 50 built (what the service answers with `found` counting
//! them all), `top`, `second`; default all four), and `TYPDOM_BENCH_SEEDED_ONLY`
//! (any value) runs only the seeded positions, not criterion's samples, and
//! `TYPDOM_BENCH_RUNS` sets how many times each seeded position is run (the
//! best counts; default 3; more make a profile of the walk itself), and
//! `TYPDOM_BENCH_THREADS` the threads a search is split over (default 1).

use std::hash::{Hash, Hasher};
use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, criterion_group, criterion_main};
use wortwert_domain::finder::FinderIndex;
use wortwert_domain::games::Words;
use wortwert_domain::games::typdom::moves::{
    Candidates, Dictionary, MoveOptions, Variant, WordList, generate, lexicon_judge,
};
use wortwert_domain::games::typdom::{LayoutRequest, Rules, check_layout};
use wortwert_domain::lexicon::{EntryData, Snapshot, SnapshotBuilder, SnapshotMeta};
use wortwert_domain::model::{Category, CategorySet, FormKind, PartOfSpeech};
use wortwert_domain::policy::WordPolicy;
use wortwert_domain::ruleset::{GameRules, shipped};

const BUNDLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../data/default.wwlex");

/// Everyday German words, umlauts written out (TYP-DOM has no umlaut tiles).
const GERMAN: &str = "
ABEND ABER ACHT ADER AFFE ALLE ALT ALTER AMT AN ANGST ARM ART ARZT AST ATEM AUCH AUF AUGE AUS AUTO
BACH BAD BAHN BALD BALL BAND BANK BAR BART BAU BAUCH BAUER BAUM BEIN BERG BETT BIER BILD BIRNE BITTE
BLATT BLAU BLEI BLICK BLUT BODEN BOGEN BOOT BOTE BRAND BRAT BREI BRIEF BROT BRUST BUCH BUND BURG BUS
DACH DAME DANK DARM DAS DAUER DECKE DEICH DEIN DICHT DICK DIENER DING DORF DORN DOSE DRAHT DREI DUNST
EBBE ECKE EHRE EI EICHE EIMER EIN EINS EIS EISEN ELF ENDE ENGEL ENTE ER ERBE ERDE ERNTE ERST ES ESEL
ESSEN ETWAS EULE FABEL FADEN FAHNE FALL FARBE FASS FAST FEDER FEE FEHLER FEIN FELD FELS FENSTER FEST
FETT FEUER FILM FINGER FISCH FLUG FLUSS FORM FRAGE FRAU FREI FREUND FRIEDEN FROST FUCHS FUNK FUSS GABEL
GANS GANZ GARTEN GAST GEBET GEIST GELB GELD GENAU GERN GIFT GLAS GLUT GOLD GRAB GRAD GRAS GRAU GROSS
GRUND GRUPPE GUT HAAR HAFEN HAGEL HAHN HALS HAND HART HASE HAUS HAUT HEFT HEIM HELD HELL HEMD HERD
HERR HERZ HEU HEUTE HIER HIMMEL HIRN HIRT HOF HOSE HOTEL HUND HUNGER HUT IDEE IGEL IHR IM IN INSEL IST
JA JAHR JETZT JUNG KAHN KALT KAMM KANTE KARTE KASSE KATZE KEIL KERN KERZE KIND KINO KISTE KLANG KLEID
KNIE KOCH KOHLE KOPF KORB KORN KRAFT KRAN KREIS KRIEG KUH KUNST KURS LAGE LAMM LAND LANG LARM LAST
LAUB LAUF LAUT LEBEN LEDER LEER LEHRE LEIB LEID LEIM LEISE LICHT LIED LINIE LIST LOB LOCH LOHN LOS
LUFT LUST MAGD MAHL MAL MANN MARKT MAUER MAUS MEER MEHL MEHR MEIN MESSE MIETE MILCH MINE MIT MITTE
MOND MOOS MORD MUND MUSIK MUT MUTTER NABEL NACHT NADEL NAGEL NAHT NAME NASE NEBEL NEIN NEST NETZ NEU
NEUN NICHT NIE NORD NOT NUN NUSS OBEN OBST ODER OFEN OHNE OHR OL ONKEL ORT OST PAAR PACKEN PARK PASS
PECH PFERD PFLANZE PLATZ POST PREIS PUNKT RABE RAD RAND RASEN RAST RAT RAUM REGEN REH REICH REIS
REISE REST RIND RING RITT ROCK ROHR ROSE ROST ROT RUF RUHE RUND SAAL SACK SAFT SAGE SAL SALZ SAND
SATZ SAU SCHAF SCHIFF SCHNEE SEE SEELE SEGEL SEHEN SEIDE SEIL SEIN SEITE SENF SICHT SIE SIEB SIEG
SILBER SINN SITZ SOHN SONNE SORTE SPIEL SPORT STADT STAHL STAND STAR STEIN STERN STIER STIRN STOFF
STRAND STROM STUHL STUNDE STURM SUCHE TAG TAL TANNE TANTE TANZ TASSE TAT TAU TEE TEIG TEIL TEST TIER
TINTE TISCH TOD TON TOR TORTE TRAUM TREUE TUCH TUER TURM UFER UHR UNS UNTEN URNE VATER VIEH VIEL VIER
VOGEL VOLK VOR WAGEN WAHL WALD WAND WARM WASSER WEG WEIN WEIT WELT WERT WESEN WETTER WIND WINTER WIRT
WITZ WOCHE WOLF WOLLE WORT WUNDE WURM WURST ZAHL ZAHN ZANGE ZAUN ZEIT ZELT ZIEL ZIMMER ZINN ZOLL ZUG
";

/// A fixed stream of tiles, in the set's proportions (roughly): black
/// consonants, red vowels.
const BLACK: &[u8] = b"BCDDFGGHHKLLMMNNNNPRRRRSSSSTTTTWZ";
const RED: &[u8] = b"AAAEEEEEIIIOOUU";

struct Stream(u64);

impl Stream {
    fn next(&mut self, from: &[u8]) -> char {
        char::from(from[self.index(from.len())])
    }

    fn index(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }

    /// A rack of `black` consonants and `red` vowels.
    fn rack(&mut self, black: usize, red: usize) -> String {
        let mut rack: String = (0..black).map(|_| self.next(BLACK)).collect();
        rack.extend((0..red).map(|_| self.next(RED)));
        rack
    }
}

fn typdom() -> (Rules, WordPolicy) {
    let ruleset = shipped("typdom").expect("shipped").expect("valid");
    match ruleset.rules {
        GameRules::Typdom(rules) => (rules, ruleset.policy),
        other => panic!("{other:?}"),
    }
}

fn word_list_lexicon() -> Snapshot {
    let mut b = SnapshotBuilder::new(SnapshotMeta {
        lexicon_id: "bench".into(),
        version: 1,
        note: String::new(),
    });
    for word in GERMAN.split_whitespace() {
        let id = b.add_entry(&EntryData {
            lemma: word.to_owned(),
            pos: PartOfSpeech::Noun,
            categories: CategorySet::EMPTY.with(Category::Common),
        });
        b.add_form(id, word, FormKind::Base);
    }
    b.build()
}

/// The TYP-DOM set: 70 black and 50 red tiles, one of each a jolly
/// (booklet „Spielinhalt“ and „Je ein roter und ein schwarzer Stein …“).
/// The booklet's per-letter counts are unreadable and the ruleset has none
/// (docs/rules/typdom.md, *Material*), so the 69 black and 49 red letters
/// are spread in the proportions of [`BLACK`] and [`RED`] (German letter
/// frequencies, roughly).
struct Bag {
    black: Vec<char>,
    red: Vec<char>,
}

impl Bag {
    fn new() -> Bag {
        let spread = |from: &[u8], n: usize| -> Vec<char> {
            (0..n)
                .map(|i| char::from(from[i * from.len() / n]))
                .collect()
        };
        Bag {
            black: spread(BLACK, 69),
            red: spread(RED, 49),
        }
    }

    /// 8 black + 5 red tiles drawn without replacement; with `jolly`, one
    /// of them (red when `red_jolly`) is the set's jolly.
    fn rack(&self, stream: &mut Stream, jolly: bool, red_jolly: bool) -> String {
        let mut draw = |pool: &[char], n: usize| -> Vec<char> {
            let mut pool = pool.to_vec();
            (0..n)
                .map(|_| pool.swap_remove(stream.index(pool.len())))
                .collect()
        };
        let mut black = draw(&self.black, 8);
        let mut red = draw(&self.red, 5);
        if jolly {
            if red_jolly {
                red[0] = '*';
            } else {
                black[0] = '*';
            }
        }
        black.into_iter().chain(red).collect()
    }
}

/// A layout of at least 30 words, laid by the generator from racks of the
/// stream (best Point move each turn).
fn build_layout(rules: &Rules, words: Words<'_>, dictionary: &Dictionary<'_>) -> LayoutRequest {
    build_layout_from(7, rules, words, dictionary)
}

fn build_layout_from(
    seed: u64,
    rules: &Rules,
    words: Words<'_>,
    dictionary: &Dictionary<'_>,
) -> LayoutRequest {
    let mut stream = Stream(seed);
    let mut layout = LayoutRequest::default();
    let mut options = MoveOptions::new(Variant::Point);
    options.limit = 1;
    options.second_word = false;
    for _ in 0..400 {
        let rack = stream.rack(8, 5);
        let Ok(list) = generate(&layout, &rack, rules, words, dictionary, &options) else {
            break;
        };
        if let Some(best) = list.moves.into_iter().next() {
            layout = best.layout;
        }
        let answer = check_layout(&layout, rules, words).expect("a layout");
        assert!(answer.valid, "{:?}", answer.violations);
        if answer.runs.len() >= 30 {
            break;
        }
    }
    layout
}

fn bench_dictionary(
    c: &mut Criterion,
    name: &str,
    rules: &Rules,
    words: Words<'_>,
    dictionary: &Dictionary<'_>,
) {
    let layout = build_layout(rules, words, dictionary);
    let runs = check_layout(&layout, rules, words)
        .expect("a layout")
        .runs
        .len();
    eprintln!("{name}: layout of {runs} words:");
    for row in &layout.grid {
        eprintln!("  {row}");
    }
    let mut stream = Stream(99);
    let racks = [stream.rack(8, 5), {
        let mut r = stream.rack(8, 4);
        r.push('*');
        r
    }];
    let mut group = c.benchmark_group(format!("typdom_moves/{name}"));
    group.sample_size(20);
    for rack in &racks {
        for (mode, options) in modes() {
            let started = Instant::now();
            let list = generate(&layout, rack, rules, words, dictionary, &options).expect("moves");
            eprintln!(
                "{name}: rack {rack}, {mode}: {} moves, complete {}, {} steps, best {:?} {} / total {} ({:?} once)",
                list.found,
                list.complete,
                list.steps,
                list.moves.first().map(|m| m.word.as_str()),
                list.moves.first().map_or(0, |m| m.points),
                list.moves.first().map_or(0, |m| m.total),
                started.elapsed()
            );
            group.bench_function(format!("{mode}, rack {rack}"), |b| {
                b.iter(|| {
                    generate(
                        black_box(&layout),
                        black_box(rack),
                        rules,
                        words,
                        dictionary,
                        &options,
                    )
                    .map(|l| l.found)
                })
            });
        }
    }
    group.finish();
}

/// What is measured: every move (no second words) built, every move found
/// with the best 50 built, the best 50, and the best 50 ranked with their
/// second words; those `TYPDOM_BENCH_MODES` names, when set.
fn modes() -> Vec<(&'static str, MoveOptions<'static>)> {
    let wanted = std::env::var("TYPDOM_BENCH_MODES").ok();
    all_modes()
        .into_iter()
        .zip(["all", "every", "top", "second"])
        .filter(|(_, key)| {
            wanted
                .as_deref()
                .is_none_or(|w| w.split(',').any(|k| k.trim() == *key))
        })
        .map(|(mode, _)| mode)
        .collect()
}

fn all_modes() -> [(&'static str, MoveOptions<'static>); 4] {
    let mut all = MoveOptions::new(Variant::Point);
    all.limit = usize::MAX;
    all.second_word = false;
    // What the service answers for "every move": each one found and
    // scored, the best 50 built.
    let mut every = MoveOptions::new(Variant::Point);
    every.every = true;
    every.second_word = false;
    let mut top = MoveOptions::new(Variant::Point);
    top.limit = 50;
    top.second_word = false;
    let mut second = MoveOptions::new(Variant::Point);
    second.limit = 50;
    second.second_word = true;
    // `TYPDOM_BENCH_THREADS`: threads per search (default 1).
    let threads = std::env::var("TYPDOM_BENCH_THREADS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1);
    for options in [&mut all, &mut every, &mut top, &mut second] {
        options.threads = threads;
    }
    [
        ("all moves", all),
        ("every move, best 50 built", every),
        ("top 50", top),
        ("top 50 + second word", second),
    ]
}

/// The 50 seeded positions: median and max time per mode, with and
/// without a jolly.
fn seeded_positions(rules: &Rules, words: Words<'_>, dictionary: &Dictionary<'_>) {
    let bag = Bag::new();
    let started = Instant::now();
    let positions: Vec<(LayoutRequest, String)> = (0..50u64)
        .map(|i| {
            let layout = build_layout_from(1000 + i, rules, words, dictionary);
            let mut stream = Stream(5000 + i);
            let rack = bag.rack(&mut stream, i >= 25, i % 2 == 0);
            (layout, rack)
        })
        .collect();
    let runs: Vec<usize> = positions
        .iter()
        .map(|(l, _)| check_layout(l, rules, words).expect("a layout").runs.len())
        .collect();
    eprintln!(
        "seeded positions: 50 layouts of {}..={} words built in {:?}",
        runs.iter().min().unwrap_or(&0),
        runs.iter().max().unwrap_or(&0),
        started.elapsed()
    );
    let runs_each: usize = std::env::var("TYPDOM_BENCH_RUNS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(3)
        .max(1);
    for (mode, options) in modes() {
        for (label, range) in [("no jolly", 0..25), ("one jolly", 25..50)] {
            let mut times = Vec::new();
            let (mut incomplete, mut found, mut steps) = (0, 0, 0);
            // A digest of the moves returned (words, places, points), to
            // compare the results of two builds.
            let mut digest = std::collections::hash_map::DefaultHasher::new();
            for (layout, rack) in &positions[range] {
                // The best of the runs (the machine is shared).
                let mut best = std::time::Duration::MAX;
                for _ in 0..runs_each {
                    let t = Instant::now();
                    let list =
                        generate(layout, rack, rules, words, dictionary, &options).expect("moves");
                    best = best.min(t.elapsed());
                    incomplete += usize::from(!list.complete);
                    found = found.max(list.found);
                    steps = steps.max(list.steps);
                    for m in &list.moves {
                        (&m.word, m.row, m.col, m.direction as u8, &m.tiles).hash(&mut digest);
                        (m.points, m.total, m.second_word).hash(&mut digest);
                        if let Some(s) = &m.second {
                            (&s.word, s.row, s.col, s.direction as u8, &s.tiles).hash(&mut digest);
                        }
                    }
                }
                times.push(best);
            }
            times.sort();
            eprintln!(
                "seeded {mode}, {label}: median {:?}, max {:?} (most moves {found}, most steps {steps}, incomplete runs {incomplete}, digest {:016x})",
                times[times.len() / 2],
                times[times.len() - 1],
                digest.finish(),
            );
        }
    }
}

fn bench(c: &mut Criterion) {
    let seeded_only = std::env::var_os("TYPDOM_BENCH_SEEDED_ONLY").is_some();
    let (rules, policy) = typdom();
    let snapshot = word_list_lexicon();
    let words = Words {
        snapshot: &snapshot,
        policy: &policy,
    };
    let list = WordList::new(GERMAN.split_whitespace());
    let judge = lexicon_judge(words);
    let dictionary = Dictionary {
        is_word: &judge,
        candidates: Candidates::List(&list),
        exact: false,
    };
    if !seeded_only {
        bench_dictionary(c, "word-list", &rules, words, &dictionary);
    }

    let Ok(bundle) = std::fs::read(BUNDLE) else {
        eprintln!("no {BUNDLE}: the default lexicon is not measured");
        return;
    };
    let snapshot = Snapshot::from_bundle(&bundle).expect("a valid bundle");
    let words = Words {
        snapshot: &snapshot,
        policy: &policy,
    };
    let started = Instant::now();
    let index = FinderIndex::build(&snapshot, &policy);
    eprintln!(
        "default lexicon: finder index of {} keys built in {:?}",
        index.len(),
        started.elapsed()
    );
    let started = Instant::now();
    let heights = index.forward_heights().bytes();
    eprintln!(
        "its heights ({heights} bytes, one per transition) made in {:?}",
        started.elapsed()
    );
    let judge = lexicon_judge(words);
    let dictionary = Dictionary {
        is_word: &judge,
        candidates: Candidates::Index(&index),
        exact: true,
    };
    if !seeded_only {
        bench_dictionary(c, "default-lexicon", &rules, words, &dictionary);
    }
    seeded_positions(&rules, words, &dictionary);
}

criterion_group!(benches, bench);
criterion_main!(benches);
