use wortwert_tests::TestApp;

#[test]
fn lists_every_game_with_its_parameters() {
    let server = TestApp::spawn();
    let body = server.get("/v1/rulesets").json();
    let ids: Vec<&str> = body["rulesets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    for id in [
        "happycross",
        "crossword",
        "typdom",
        "wort-yahtzee",
        "boggle",
        "boggle-5x5",
    ] {
        assert!(ids.contains(&id), "{id} missing from {ids:?}");
    }
}

#[test]
fn one_ruleset_shows_policy_and_numbers() {
    let server = TestApp::spawn();
    let body = server.get("/v1/rulesets/happycross").json();
    assert_eq!(body["revision"], 1);
    assert_eq!(body["words"]["umlauts"], "expand");
    assert_eq!(body["words"]["alphabet"], "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    assert!(
        body["words"]["forbidden_categories"]
            .as_array()
            .unwrap()
            .contains(&"first_name".into())
    );
    assert_eq!(body["parameters"]["letter_values"]["M"], 3);
    assert_eq!(body["parameters"]["layout"][4], "T...S...T");
    let yahtzee = server.get("/v1/rulesets/wort-yahtzee").json();
    assert_eq!(yahtzee["words"]["umlauts"], "distinct");
    assert_eq!(
        yahtzee["words"]["alphabet"],
        "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ"
    );
}

#[test]
fn unknown_ruleset_is_404() {
    let server = TestApp::spawn();
    let body = server.get("/v1/rulesets/scrabble").problem(404);
    assert!(body["detail"].as_str().unwrap().contains("boggle"));
}
