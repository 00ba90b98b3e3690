//! The HTTP server: actix-web's `HttpServer::listen`, assembled from the
//! same parts (actix-server accepting, actix-http's HTTP/1 dispatcher, the
//! app) with one difference: each connection's bytes pass through the head
//! guard (`head_guard`) first, so a head the HTTP reader would refuse
//! without a word gets a problem document. `HttpServer` takes no such
//! wrapper.

use std::fmt;
use std::io;
use std::net::TcpListener;
use std::time::Duration;

use actix_http::{HttpService, Request, Response, body::MessageBody};
use actix_server::{Server, ServerBuilder};
use actix_service::{
    IntoServiceFactory, ServiceFactory, ServiceFactoryExt, fn_service, map_config,
};
use actix_web::dev::AppConfig;
use actix_web::rt::net::TcpStream;

use crate::head_guard::HeadLimits;
use crate::head_guard::stream::GuardedStream;

/// How the server treats connections.
#[derive(Debug, Clone)]
pub struct Connections {
    /// Worker threads; 0 for one per core.
    pub workers: usize,
    pub keep_alive: Duration,
    /// How long a client may take to send a request head (408 beyond).
    pub client_request_timeout: Duration,
    /// Seconds in-flight requests get to finish on shutdown.
    pub shutdown_timeout_seconds: u64,
    pub heads: HeadLimits,
}

/// How long a connection closing from the server's side may take
/// (`HttpServer`'s default).
const CLIENT_DISCONNECT_TIMEOUT: Duration = Duration::from_secs(1);

/// Serves `app` (an actix-web `App` factory, called once per worker with
/// the signal of a graceful shutdown, for answers that would otherwise
/// hold it up: the event streams) on `listener`.
pub fn serve<F, I, S, B>(
    listener: TcpListener,
    connections: &Connections,
    app: F,
) -> io::Result<Server>
where
    F: Fn(actix_server::GracefulShutdownSignal) -> I + Send + Clone + 'static,
    I: IntoServiceFactory<S, Request>,
    S: ServiceFactory<Request, Config = AppConfig> + 'static,
    S::Error: Into<actix_web::Error> + 'static,
    S::InitError: fmt::Debug,
    S::Response: Into<Response<B>> + 'static,
    <S::Service as actix_service::Service<Request>>::Future: 'static,
    B: MessageBody + 'static,
{
    let address = listener.local_addr()?;
    let mut builder =
        ServerBuilder::default().shutdown_timeout(connections.shutdown_timeout_seconds);
    if connections.workers > 0 {
        builder = builder.workers(connections.workers);
    }
    // Keep-alive connections close when a shutdown starts, as with
    // `HttpServer`, instead of holding the shutdown for its whole timeout.
    let shutdown = builder.graceful_shutdown_signal();
    let connections = connections.clone();
    builder
        .listen("wortwert", listener, move || {
            let shutdown = shutdown.clone();
            let heads = connections.heads;
            let app = app(shutdown.clone())
                .into_factory()
                .map_err(|error| error.into().error_response());
            let http = HttpService::build()
                .keep_alive(connections.keep_alive)
                .client_request_timeout(connections.client_request_timeout)
                .client_disconnect_timeout(CLIENT_DISCONNECT_TIMEOUT)
                .local_addr(address)
                .graceful_shutdown_signal(move || {
                    let shutdown = shutdown.clone();
                    async move { shutdown.notified().await }
                })
                // Nothing the service does reads the configured host or
                // address (requests carry `Host`), so the default serves.
                .h1(map_config(app, |_| AppConfig::default()));
            fn_service(move |io: TcpStream| {
                let peer = io.peer_addr().ok();
                std::future::ready(Ok((GuardedStream::new(io, heads), peer)))
            })
            .and_then(http)
        })
        .map(ServerBuilder::run)
}
