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
    // Every shipped ruleset (one file each, at least one a game).
    let shipped = wortwert_service::sources::load_rulesets("").expect("the shipped rulesets");
    assert!(shipped.len() >= 6, "{} rulesets shipped", shipped.len());
    for ruleset in &shipped {
        let id = ruleset.id.as_str();
        assert!(ids.contains(&id), "{id} missing from {ids:?}");
    }
    for game in wortwert_domain::ruleset::GameKind::ALL {
        assert!(
            body["rulesets"]
                .as_array()
                .unwrap()
                .iter()
                .any(|r| r["game"] == game.as_str()),
            "no ruleset of {game:?}"
        );
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
