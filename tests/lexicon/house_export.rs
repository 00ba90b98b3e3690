//! A house word list's export: a front end takes its club's words offline.
//! The file of a ruleset with the key's list on top leaves out the words
//! the list refuses, holds those it allows (as the list wrote them), names
//! the list's revision and checksum in its manifest, and is the same file
//! from either replica; the ruleset's own file does not change.

use std::io::Read;

use serde_json::{Value, json};
use wortwert_tests::TestServer;
use wortwert_tests::services::TestRedis;

use crate::fixtures::{Lexicon, issue, replica_with, unique_prefix};

/// Words with their forms and homographs (Rasen the lawn and rasen the
/// verb, Leiter the ladder and the leader), as a Duden-style list.
const WORDS: &str = "\
Haus, das; -es, Häuser
Teer, der; -[e]s, -e
Lei|ter, die; -, -n
Lei|ter, der; -s, -
Ort, der; -[e]s, -e
Ra|sen, der; -s, -
ra|sen; raste, gerast
Baum, der; -[e]s, ¨e
Stra|ße, die; -, -n
Mist, der; -[e]s
Gar|ten, der; -s, Gärten
Zeit|schrift, die; -, -en
";

/// What an export answer held.
struct Export {
    status: u16,
    tag: String,
    manifest: Value,
    keys: Vec<(String, String)>,
    raw: Vec<u8>,
}

fn export(server: &TestServer, key: &str, query: &str) -> Export {
    let url = server.url(&format!("/v1/lexicon/export?{query}"));
    // The first request may find the ruleset's own file being written.
    for _ in 0..600 {
        let response = server
            .client
            .get(&url)
            .bearer_auth(key)
            .send()
            .expect("an answer");
        let status = response.status().as_u16();
        if status == 503 {
            std::thread::sleep(std::time::Duration::from_millis(200));
            continue;
        }
        let tag = response
            .headers()
            .get("etag")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned();
        let raw = response.bytes().expect("the body").to_vec();
        if status != 200 {
            let problem: Value = serde_json::from_slice(&raw).expect("a problem document");
            return Export {
                status,
                tag,
                manifest: problem,
                keys: Vec::new(),
                raw,
            };
        }
        let mut file = Vec::new();
        flate2::read::GzDecoder::new(&raw[..])
            .read_to_end(&mut file)
            .expect("a whole gzip file");
        let (manifest, keys) = if let Some(rest) = file.strip_prefix(b"WWFST1\n") {
            let end = rest
                .iter()
                .position(|b| *b == b'\n')
                .expect("a manifest line");
            let set = fst::Set::new(rest[end + 1..].to_vec()).expect("an fst set");
            let keys = set
                .stream()
                .into_strs()
                .unwrap()
                .into_iter()
                .map(|k| (k, String::new()))
                .collect();
            (serde_json::from_slice(&rest[..end]).unwrap(), keys)
        } else {
            let text = String::from_utf8(file).expect("UTF-8");
            let mut lines = text.lines();
            let manifest = serde_json::from_str(&lines.next().unwrap()[1..]).unwrap();
            let keys = lines
                .map(|l| {
                    let (k, d) = l.split_once('\t').expect("KEY<TAB>Display");
                    (k.to_owned(), d.to_owned())
                })
                .collect();
            (manifest, keys)
        };
        return Export {
            status,
            tag,
            manifest,
            keys,
            raw,
        };
    }
    panic!("the export was not written within two minutes");
}

fn put(server: &TestServer, key: &str, name: &str, body: &Value) -> Value {
    let response = server
        .client
        .put(server.url(&format!("/v1/house-lists/{name}")))
        .bearer_auth(key)
        .json(body)
        .send()
        .expect("an answer");
    assert!(response.status().is_success(), "{}", response.status());
    response.json().expect("JSON")
}

#[test]
fn a_lists_export_leaves_out_its_refusals_holds_its_additions_and_names_its_revision() {
    let lexicon = Lexicon::create_with(WORDS);
    lexicon.publish("first", "2020-01-01", None);
    let redis = TestRedis::start();
    let prefix = unique_prefix("house-export");
    let key = issue(&lexicon, "Vereins-App", "words,games,lists");
    let other = issue(&lexicon, "Andere-App", "words,games,lists");
    let replicas: Vec<TestServer> = (0..2)
        .map(|_| {
            replica_with(
                &lexicon.service_url(),
                Some((&redis.url(), &prefix)),
                60,
                &[("WORTWERT__AUTH__MODE", "keys")],
            )
        })
        .collect();
    let (a, b) = (&replicas[0], &replicas[1]);

    let plain = export(a, &key, "ruleset=happycross&format=words");
    assert_eq!(plain.status, 200);
    let plain_keys: Vec<&str> = plain.keys.iter().map(|(k, _)| k.as_str()).collect();
    for word in ["TEER", "RASEN", "MIST", "LEITER", "HAUS"] {
        assert!(plain_keys.contains(&word), "{word} in {plain_keys:?}");
    }
    assert!(plain.manifest.get("house_list").is_none());

    let list = json!({
        "allow": ["Rom", "Boosterimpfung", "Testzentren", "Flexitarier", "Haus"],
        "refuse": ["Teer", "rasen", "Mist"],
        "note": "Vereinsregeln 2026"
    });
    let put_answer = put(a, &key, "vereinsliste", &list);
    let checksum = put_answer["list"]["checksum"].as_str().unwrap().to_owned();

    let with_list = export(
        a,
        &key,
        "ruleset=happycross&format=words&house_list=vereinsliste",
    );
    assert_eq!(with_list.status, 200, "{}", with_list.manifest);
    assert_eq!(
        with_list.manifest["house_list"],
        json!({"name": "vereinsliste", "revision": 1, "checksum": checksum})
    );
    let keys: Vec<&str> = with_list.keys.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(
        with_list.manifest["words"].as_u64().unwrap() as usize,
        keys.len()
    );
    for refused in ["TEER", "RASEN", "MIST"] {
        assert!(!keys.contains(&refused), "{refused} is refused by the list");
    }
    // Haus was there already: once, with the lexicon's display word.
    let haus: Vec<&(String, String)> = with_list.keys.iter().filter(|(k, _)| k == "HAUS").collect();
    assert_eq!(haus.len(), 1);
    assert_eq!(haus[0].1, "Haus");
    for (added, written) in [
        ("BOOSTERIMPFUNG", "Boosterimpfung"),
        ("TESTZENTREN", "Testzentren"),
        ("FLEXITARIER", "Flexitarier"),
        ("ROM", "Rom"),
    ] {
        assert!(
            with_list
                .keys
                .contains(&(added.to_owned(), written.to_owned())),
            "{added} as the list wrote it: {:?}",
            with_list.keys
        );
    }
    // Everything else as the ruleset's own file has it, in byte order.
    let expected: Vec<&str> = {
        let mut all: Vec<&str> = plain_keys
            .iter()
            .copied()
            .filter(|k| !["TEER", "RASEN", "MIST"].contains(k))
            .chain(["BOOSTERIMPFUNG", "TESTZENTREN", "FLEXITARIER", "ROM"])
            .collect();
        all.sort_unstable();
        all
    };
    assert_eq!(keys, expected);
    assert_ne!(with_list.tag, plain.tag);

    // The same words under another name: another file, naming its own list.
    put(a, &key, "zweitliste", &list);
    let twin = export(
        a,
        &key,
        "ruleset=happycross&format=words&house_list=zweitliste",
    );
    assert_eq!(twin.manifest["house_list"]["name"], "zweitliste");
    assert_eq!(twin.manifest["house_list"]["checksum"], checksum.as_str());
    assert_eq!(twin.keys, with_list.keys);
    assert_ne!(twin.tag, with_list.tag);

    // The same file from the other replica, in both formats.
    let from_b = export(
        b,
        &key,
        "ruleset=happycross&format=words&house_list=vereinsliste",
    );
    assert_eq!(from_b.raw, with_list.raw);
    assert_eq!(from_b.tag, with_list.tag);
    let fst = export(
        b,
        &key,
        "ruleset=happycross&format=fst&house_list=vereinsliste",
    );
    assert_eq!(fst.status, 200);
    let fst_keys: Vec<&str> = fst.keys.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(fst_keys, expected);
    assert_eq!(fst.manifest["house_list"]["checksum"], checksum.as_str());

    // The ruleset's own file is unchanged.
    let plain_again = export(b, &key, "ruleset=happycross&format=words");
    assert_eq!(plain_again.raw, plain.raw);

    // A new revision is a new file; the old one stays what it was.
    put(
        a,
        &key,
        "vereinsliste",
        &json!({"allow": ["Rom"], "refuse": ["Teer"]}),
    );
    let second = export(
        a,
        &key,
        "ruleset=happycross&format=words&house_list=vereinsliste@2",
    );
    assert_eq!(second.manifest["house_list"]["revision"], 2);
    assert!(second.keys.iter().any(|(k, _)| k == "MIST"));
    let first_again = export(
        a,
        &key,
        "ruleset=happycross&format=words&house_list=vereinsliste@1",
    );
    assert_eq!(first_again.raw, with_list.raw);

    // Lists belong to their key: another key does not see it.
    let foreign = export(a, &other, "ruleset=happycross&house_list=vereinsliste");
    assert_eq!(foreign.status, 404, "{}", foreign.manifest);
    assert_eq!(
        foreign.manifest["type"],
        "urn:wortwert:problem:unknown-house-list"
    );
}
