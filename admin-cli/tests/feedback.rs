//! The maintainers' feedback on `wortwert-admin`: usage errors as JSON
//! under `--json` wherever the flag is, the help listing the values
//! arguments take, numbers written one way, progress on standard error that
//! `--json` silences, and key collisions (NATO the abbreviation beside Nato
//! the word) reported at import and publish, listed and resolved. The real
//! binary on a real PostgreSQL, a database per test.

mod support;

use std::process::Stdio;

use serde_json::Value;
use support::{Admin, BIN};
use wortwert_domain::model::{Category, FormKind, PartOfSpeech};
use wortwert_store::testing::TestDatabase;

/// Runs the binary without a database (usage errors and help need none).
fn offline(args: &[&str]) -> std::process::Output {
    std::process::Command::new(BIN)
        .args(args)
        .env_remove("WORTWERT__DATABASE__URL")
        .stdin(Stdio::null())
        .output()
        .expect("run wortwert-admin")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn usage_errors_are_one_json_object_on_standard_error_with_exit_2() {
    let cases: &[(&[&str], &str)] = &[
        // --json before the command, an unknown flag after it.
        (
            &["--json", "stats", "--frobnicate"],
            "unexpected argument '--frobnicate'",
        ),
        // A missing argument, --json in the middle.
        (
            &["collisions", "--json", "resolve", "NATO", "--reason", "x"],
            "--keep <ENTRY_ID>",
        ),
        // A bad value, --json last.
        (
            &["collisions", "--version", "zwei", "--json"],
            "`zwei` is neither `current` nor a version number",
        ),
        (
            &[
                "entry",
                "tag",
                "Nato",
                "abkürzung",
                "--reason",
                "x",
                "--json",
            ],
            "abbreviation",
        ),
        (
            &["--progress", "sometimes", "stats", "--json"],
            "auto, always, never",
        ),
    ];
    for (args, says) in cases {
        let output = offline(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(
            output.stdout.is_empty(),
            "{args:?}: {}",
            text(&output.stdout)
        );
        let error: Value = serde_json::from_slice(&output.stderr).unwrap_or_else(|e| {
            panic!(
                "{args:?}: not one JSON object ({e}): {}",
                text(&output.stderr)
            )
        });
        assert_eq!(error["error"]["kind"], "usage", "{args:?}: {error}");
        assert_eq!(error["error"]["exit_code"], 2, "{args:?}: {error}");
        let message = error["error"]["message"].as_str().unwrap_or_default();
        assert!(message.contains(says), "{args:?}: {error}");
    }
    // Without --json: clap's text, the same exit code.
    let output = offline(&["collisions", "--version", "zwei"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = text(&output.stderr);
    assert!(
        stderr.starts_with("error: invalid value 'zwei'")
            && serde_json::from_str::<Value>(&stderr).is_err(),
        "{stderr}"
    );
}

#[test]
fn the_help_lists_the_values_of_pos_categories_and_kinds() {
    let help = |args: &[&str]| {
        let output = offline(args);
        assert!(output.status.success(), "{args:?}");
        text(&output.stdout)
    };
    let names = |all: Vec<&str>| all.join(", ");
    let pos = names(PartOfSpeech::ALL.iter().map(|p| p.as_str()).collect());
    let categories = names(Category::ALL.iter().map(|c| c.as_str()).collect());
    let kinds = names(FormKind::ALL.iter().map(|k| k.as_str()).collect());
    // The short help too (clap's "[possible values: …]").
    for flag in ["--help", "-h"] {
        let add = help(&["entry", "add", flag]);
        assert!(add.contains(&pos) && add.contains(&categories), "{add}");
        let tag = help(&["entry", "tag", flag]);
        assert!(tag.contains(&categories) && tag.contains(&pos), "{tag}");
        let add_form = help(&["entry", "add-form", flag]);
        assert!(add_form.contains(&kinds), "{add_form}");
        let drop_form = help(&["entry", "drop-form", flag]);
        assert!(drop_form.contains(&kinds), "{drop_form}");
        let moves = help(&["bundle", "moves", flag]);
        assert!(moves.contains(&categories), "{moves}");
    }
    // `--progress` on every command (a global option).
    let stats = help(&["stats", "-h"]);
    assert!(
        stats.contains("[possible values: auto, always, never]"),
        "{stats}"
    );
    // And `collisions --help` states the rule it reports by.
    let collisions = help(&["collisions", "--help"]);
    assert!(
        collisions.contains("valid if any entry allows it") && collisions.contains("--keep"),
        "{collisions}"
    );
}

/// Digit runs of four or more that are not part of a date (`2026-12-01`)
/// or a clock time: numbers written without the separator.
fn ungrouped(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        let run: String = chars[start..i].iter().collect();
        let date = chars.get(i) == Some(&'-') || (start > 0 && chars[start - 1] == '-');
        if run.len() >= 4 && !date {
            found.push(run);
        }
    }
    found
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn numbers_in_stats_are_grouped_by_threes_with_a_space() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    let letter = |n: usize| char::from(b'a' + (n % 26) as u8);
    let words: String = (0..2345)
        .map(|i| format!("Q{}{}{}\n", letter(i / 676), letter(i / 26), letter(i)))
        .collect();
    let list = admin.file("many.txt", &words);
    let import = admin.run(&[
        "import",
        "--format",
        "list",
        &list,
        "--source",
        "s",
        "--licence",
        "x",
    ]);
    assert!(import.status.success(), "{import:?}");
    let publish = admin.run(&["publish", "--note", "viele"]);
    assert!(publish.status.success(), "{publish:?}");
    for (args, grouped) in [
        (&["stats"][..], "2 345 active"),
        (
            &["stats"][..],
            "forms:           2 345 of active entries, 2 345 in all",
        ),
        (&["diff", "0", "1", "--summary"][..], "2 345"),
        (&["versions"][..], "2 345"),
    ] {
        let output = admin.run(args);
        assert!(output.status.success(), "{args:?}");
        let out = text(&output.stdout);
        assert!(out.contains(grouped), "{args:?}: {out}");
        assert!(
            ungrouped(&out).is_empty() && !out.contains("2,345") && !out.contains("2.345"),
            "{args:?} writes a number another way: {:?}\n{out}",
            ungrouped(&out)
        );
    }
    // JSON keeps plain numbers.
    let stats = admin.json(&["stats"]);
    assert_eq!(stats["entries_active"], 2345, "{stats}");
    assert_eq!(
        ungrouped("2026-12-01 version 12 of 1 234"),
        Vec::<String>::new()
    );
    assert_eq!(ungrouped("356010 entries"), ["356010"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn progress_goes_to_standard_error_and_never_under_json() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    let list = admin.file("words.txt", "Haus\nBaum\nNato\n");
    let out = admin.dir.join("export.tsv").display().to_string();
    let commands: [&[&str]; 6] = [
        &[
            "import",
            "--format",
            "list",
            &list,
            "--source",
            "s",
            "--licence",
            "x",
        ],
        &["publish", "--note", "eins"],
        &["stats"],
        &["diff", "0", "current"],
        &["check", "Haus", "--ruleset", "happycross", "--version", "1"],
        &["export", "--format", "tsv", "--out", &out],
    ];
    for args in commands {
        // Asked for where standard error is no terminal: a line per stage.
        let mut shown = args.to_vec();
        shown.extend(["--progress", "always"]);
        let output = admin.run(&shown);
        assert!(output.status.success(), "{args:?}: {output:?}");
        let stderr = text(&output.stderr);
        assert!(
            stderr.contains(" …\n") && stderr.contains(": done ("),
            "{args:?} shows no progress: {stderr:?}"
        );
        // Under --json, nothing on standard error, whatever --progress says.
        let mut quiet = shown.clone();
        quiet.push("--json");
        if args[0] == "import" {
            // The same words again: the import adds nothing, but runs.
            quiet.push("--dry-run");
        }
        if args[0] == "publish" {
            quiet.push("--allow-empty");
        }
        let output = admin.run(&quiet);
        assert!(output.status.success(), "{quiet:?}: {output:?}");
        assert!(
            output.stderr.is_empty(),
            "{quiet:?} wrote to standard error: {}",
            text(&output.stderr)
        );
        let _: Value = serde_json::from_slice(&output.stdout)
            .unwrap_or_else(|e| panic!("{quiet:?}: not JSON ({e})"));
    }
    // By default, where standard error is no terminal (a script): nothing.
    let output = admin.run(&["stats"]);
    assert!(
        output.status.success() && output.stderr.is_empty(),
        "{output:?}"
    );

    // `--json` before a subcommand is still the global option: the error
    // is JSON with its own exit code, not a usage error.
    let resolve = ["resolve", "Haus", "--keep", "1", "--reason", "x"];
    let listing_option = [
        &["collisions", "--ruleset", "crossword", "--json"][..],
        &resolve,
    ]
    .concat();
    let resolve = [&["collisions", "--json"][..], &resolve].concat();
    for (args, kind, code) in [
        (
            &["import", "--json", "revert", "99", "--reason", "x"][..],
            "not_found",
            4,
        ),
        (&resolve[..], "not_found", 4),
        (&listing_option[..], "usage", 2),
    ] {
        let output = admin.run(args);
        assert_eq!(output.status.code(), Some(code), "{args:?}: {output:?}");
        let error: Value = serde_json::from_slice(&output.stderr)
            .unwrap_or_else(|e| panic!("{args:?}: not JSON ({e}): {output:?}"));
        assert_eq!(error["error"]["kind"], kind, "{args:?}: {error}");
    }
}

/// Duden-style lines: NATO is an abbreviation.
const DUDEN: &str = "NATO, die [Abk.]\nHaus, das; -es, Häuser\nROM, das [Abk.]\n";

/// A plain list (Debian's ngerman has Nato): the same game key as NATO.
const PLAIN: &str = "Nato\nHaus\nBaum\n";

fn entry_id(collision: &Value, lemma: &str) -> i64 {
    collision["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .find(|e| e["lemma"] == lemma)
        .and_then(|e| e["entry_id"].as_i64())
        .unwrap_or_else(|| panic!("no entry {lemma} in {collision}"))
}

fn collisions(admin: &Admin, args: &[&str]) -> Vec<Value> {
    let mut all = vec!["collisions"];
    all.extend(args);
    admin.json(&all)["collisions"]
        .as_array()
        .expect("collisions")
        .clone()
}

fn valid(admin: &Admin, word: &str, ruleset: &str) -> bool {
    let answer = admin.json(&["check", word, "--ruleset", ruleset, "--version", "next"]);
    answer["valid"].as_bool().expect("valid")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_nato_collision_is_reported_listed_and_gone_once_resolved() {
    let db = TestDatabase::create().await;
    let admin = Admin::new(&db);
    let duden = admin.file("neu.duden", DUDEN);
    let plain = admin.file("ngerman.txt", PLAIN);
    let imported = admin.json(&[
        "import",
        "--format",
        "duden",
        &duden,
        "--source",
        "Duden",
        "--licence",
        "x",
    ]);
    assert_eq!(imported["collisions"]["new"], 0, "{imported}");
    // Rom, a city with its genitive: an entry with a form of another key.
    admin.json(&[
        "entry",
        "add",
        "Rom",
        "--pos",
        "noun",
        "--category",
        "toponym",
        "--form",
        "Roms:inflected_noun",
        "--reason",
        "die Stadt",
    ]);

    // The plain list brings Nato: the import says so in one line.
    let output = admin.run(&[
        "import",
        "--format",
        "list",
        &plain,
        "--source",
        "ngerman",
        "--licence",
        "GPL",
    ]);
    assert!(output.status.success(), "{output:?}");
    let said = text(&output.stdout);
    let line = said
        .lines()
        .find(|l| l.contains("new key collision"))
        .unwrap_or_else(|| panic!("no collision line: {said}"));
    assert!(
        line.starts_with("1 new key collision (NATO)")
            && line.contains("wortwert-admin collisions"),
        "{line}"
    );
    // Nato keeps NATO valid where abbreviations are refused: the problem.
    assert!(valid(&admin, "NATO", "happycross"));

    let found = collisions(&admin, &[]);
    let keys: Vec<&str> = found.iter().filter_map(|c| c["key"].as_str()).collect();
    // ROM (abbreviation) and Rom (toponym) collide where one is allowed.
    assert_eq!(keys, ["NATO", "ROM"], "{found:#?}");
    let nato = &found[0];
    let rulesets: Vec<&str> = nato["rulesets"]
        .as_array()
        .expect("rulesets")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    for ruleset in ["happycross", "crossword", "typdom"] {
        assert!(rulesets.contains(&ruleset), "{nato}");
    }
    let (abbreviation, word) = (entry_id(nato, "NATO"), entry_id(nato, "Nato"));
    for entry in nato["entries"].as_array().expect("entries") {
        let refused = entry["refused_by"].as_array().expect("refused_by");
        if entry["entry_id"] == abbreviation {
            assert_eq!(entry["categories"], serde_json::json!(["abbreviation"]));
            assert_eq!(refused.len(), rulesets.len(), "{entry}");
        } else {
            assert!(refused.is_empty(), "{entry}");
        }
    }
    // One ruleset only; an unknown one is exit 4.
    let crossword = collisions(&admin, &["--ruleset", "crossword"]);
    assert_eq!(crossword[0]["rulesets"], serde_json::json!(["crossword"]));
    admin.fails(&["collisions", "--ruleset", "scrabble"], 4);

    // The first publish brings both; the version lists them too.
    let published = admin.run(&["publish", "--note", "eins"]);
    let said = text(&published.stdout);
    assert!(
        said.contains("\n2 new key collisions (NATO, ROM)"),
        "{said}"
    );
    assert_eq!(collisions(&admin, &["--version", "1"]).len(), 2);

    // Keeping Rom would retire ROM, keeping ROM would retire Rom and its
    // genitive Roms (another key): refused, nothing changed.
    let rom = &found[1];
    let refused = admin.fails(
        &[
            "collisions",
            "resolve",
            "ROM",
            "--keep",
            &entry_id(rom, "ROM").to_string(),
            "--reason",
            "x",
        ],
        5,
    );
    assert!(
        refused["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("Roms") && m.contains("entry tag")),
        "{refused}"
    );
    // An entry that does not hold the key: exit 3.
    admin.fails(
        &[
            "collisions",
            "resolve",
            "NATO",
            "--keep",
            &entry_id(rom, "Rom").to_string(),
            "--reason",
            "x",
        ],
        3,
    );

    // Resolve NATO: the abbreviation is right, Nato goes (dry run first).
    let keep = abbreviation.to_string();
    let resolve = [
        "collisions",
        "resolve",
        "Nato",
        "--keep",
        &keep,
        "--reason",
        "NATO ist eine Abkürzung",
    ];
    let mut dry = resolve.to_vec();
    dry.push("--dry-run");
    let would = admin.json(&dry);
    assert_eq!(would["retired"][0]["entry_id"], word, "{would}");
    assert_eq!(
        collisions(&admin, &[]).len(),
        2,
        "a dry run changes nothing"
    );
    let done = admin.json(&resolve);
    assert_eq!(done["key"], "NATO", "{done}");
    assert_eq!(done["retired"][0]["outcome"]["after"]["status"], "retired");
    let left = collisions(&admin, &[]);
    assert_eq!(left.len(), 1, "{left:#?}");
    assert_eq!(left[0]["key"], "ROM");
    assert!(!valid(&admin, "NATO", "happycross"));
    assert!(!valid(&admin, "Nato", "crossword"));
    // Audited with the reason and the key.
    let log = admin.json(&["log", "--action", "retire"]);
    let reason = log["events"][0]["reason"].as_str().unwrap_or_default();
    assert!(
        reason.contains("NATO ist eine Abkürzung") && reason.contains("key collision NATO"),
        "{log}"
    );
    // Resolved once: nothing to resolve any more.
    admin.fails(&resolve, 4);

    // The next version brings no new collision (ROM was in version 1).
    let published = admin.json(&["publish", "--note", "zwei"]);
    assert_eq!(published["collisions"]["new"], 0, "{published}");
    let said = text(
        &admin
            .run(&["publish", "--note", "drei", "--allow-empty"])
            .stdout,
    );
    assert!(!said.contains("key collision"), "{said}");
}
