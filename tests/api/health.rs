use wortwert_tests::TestServer;

#[test]
fn live_and_ready() {
    let server = TestServer::start();
    let live = server.get("/health/live");
    assert_eq!(live.status, 200);
    assert_eq!(live.json()["status"], "live");
    let ready = server.get("/health/ready");
    assert_eq!(ready.status, 200);
    let body = ready.json();
    assert_eq!(body["status"], "ready");
    assert_eq!(body["lexicon"]["id"], "default");
    assert!(body["lexicon"]["version"].is_u64());
    assert_eq!(body["lexicon"]["checksum"].as_str().map(str::len), Some(64));
}

#[test]
fn unknown_paths_are_problem_documents() {
    let server = TestServer::start();
    let body = server.get("/v2/nothing").problem(404);
    assert!(body["detail"].as_str().unwrap().contains("/v2/nothing"));
}
