//! Connections to PostgreSQL, with TLS as the URL asks for it, in libpq's
//! words: `sslmode` and `sslrootcert` in the URL's query.
//!
//! | `sslmode` | TLS | the server's certificate is checked |
//! |---|---|---|
//! | `disable` | never | — |
//! | `prefer` (default) | when the server offers it | only with `sslrootcert`: its chain |
//! | `require` | always | only with `sslrootcert`: its chain |
//! | `verify-ca` | always | its chain, to the roots |
//! | `verify-full` | always | its chain and the host name |
//!
//! The roots are the PEM certificates of `sslrootcert=PATH`, or the
//! system's (`sslrootcert=system`, or no `sslrootcert` with `verify-*`).
//! TLS is rustls with the ring provider. `require` without a CA checks
//! nothing, as libpq: it stops eavesdropping, not interception; use
//! `verify-full` for that.

use std::sync::Arc;

use diesel::ConnectionError;
use diesel_async::AsyncPgConnection;
use rustls::client::WebPkiServerVerifier;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::CryptoProvider;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{
    CertificateError, ClientConfig, DigitallySignedStruct, RootCertStore, SignatureScheme,
};
use tokio_postgres::config::SslMode;
use tokio_postgres_rustls::MakeRustlsConnect;

use crate::error::{Result, StoreError, innermost};

/// How much of the server's certificate is checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Check {
    Nothing,
    Chain,
    Full,
}

/// Where the trusted roots come from.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Roots {
    System,
    File(String),
}

/// What the URL's TLS parameters ask for, and the URL without the ones
/// tokio-postgres does not know.
#[derive(Debug, Clone, PartialEq, Eq)]
struct TlsRequest {
    url: String,
    mode: SslMode,
    check: Check,
    roots: Roots,
}

fn parse_tls(url: &str) -> Result<TlsRequest> {
    let (base, query) = url.split_once('?').unwrap_or((url, ""));
    let mut kept = Vec::new();
    let (mut mode, mut root) = (None, None);
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let Some((key, value)) = form_urlencoded::parse(pair.as_bytes()).next() else {
            continue;
        };
        match &*key {
            "sslmode" => mode = Some(value.into_owned()),
            "sslrootcert" => root = Some(value.into_owned()),
            _ => kept.push(pair),
        }
    }
    let roots = match root.as_deref() {
        None | Some("system") => Roots::System,
        Some(path) => Roots::File(path.to_owned()),
    };
    let chain_if_root = if root.is_some() {
        Check::Chain
    } else {
        Check::Nothing
    };
    let (mode, check) = match mode.as_deref().unwrap_or("prefer") {
        "disable" => (SslMode::Disable, Check::Nothing),
        "prefer" => (SslMode::Prefer, chain_if_root),
        "require" => (SslMode::Require, chain_if_root),
        "verify-ca" => (SslMode::Require, Check::Chain),
        "verify-full" => (SslMode::Require, Check::Full),
        other => {
            return Err(StoreError::Invalid(format!(
                "sslmode `{other}` is not one of disable, prefer, require, verify-ca, verify-full"
            )));
        }
    };
    let url = if kept.is_empty() {
        base.to_owned()
    } else {
        format!("{base}?{}", kept.join("&"))
    };
    Ok(TlsRequest {
        url,
        mode,
        check,
        roots,
    })
}

/// Opens connections to one server as its URL says, TLS included. Reads the
/// CA file (or the system's roots) once, when made.
#[derive(Clone)]
pub(crate) struct Connector {
    config: tokio_postgres::Config,
    tls: MakeRustlsConnect,
}

impl Connector {
    /// Errors: [`StoreError::Invalid`] for a URL that cannot be used (a bad
    /// `sslmode`, an unreadable or empty CA file), never a connection attempt.
    pub fn new(url: &str) -> Result<Connector> {
        let request = parse_tls(url)?;
        let mut config: tokio_postgres::Config = request
            .url
            .parse()
            .map_err(|e| StoreError::Invalid(format!("bad database URL: {}", innermost(&e))))?;
        config.ssl_mode(request.mode);
        let tls = if request.mode == SslMode::Disable {
            client_config(Check::Nothing, None)?
        } else {
            let roots = match request.check {
                Check::Nothing => None,
                Check::Chain | Check::Full => Some(load_roots(&request.roots)?),
            };
            client_config(request.check, roots)?
        };
        Ok(Connector {
            config,
            tls: MakeRustlsConnect::new(tls),
        })
    }

    /// A plain tokio-postgres client; its connection runs on a task of its own.
    pub async fn client(&self) -> Result<tokio_postgres::Client> {
        let (client, connection) = self
            .config
            .connect(self.tls.clone())
            .await
            .map_err(|e| StoreError::Unavailable(innermost(&e)))?;
        tokio::spawn(async move {
            // Errors surface on the client's next call.
            let _ = connection.await;
        });
        Ok(client)
    }

    /// A diesel-async connection over the same kind of connection.
    pub async fn diesel(&self) -> diesel::ConnectionResult<AsyncPgConnection> {
        let (client, connection) = self
            .config
            .connect(self.tls.clone())
            .await
            .map_err(|e| ConnectionError::BadConnection(innermost(&e)))?;
        AsyncPgConnection::try_from_client_and_connection(client, connection).await
    }

    /// The TLS connector, for what opens a connection of its own (cancelling
    /// a query).
    pub fn tls(&self) -> MakeRustlsConnect {
        self.tls.clone()
    }
}

fn provider() -> Arc<CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

fn load_roots(roots: &Roots) -> Result<RootCertStore> {
    let mut store = RootCertStore::empty();
    match roots {
        Roots::File(path) => {
            let certs = CertificateDer::pem_file_iter(path)
                .and_then(|certs| certs.collect::<std::result::Result<Vec<_>, _>>())
                .map_err(|e| {
                    StoreError::Invalid(format!("sslrootcert {path}: no PEM certificates ({e})"))
                })?;
            let (added, _) = store.add_parsable_certificates(certs);
            if added == 0 {
                return Err(StoreError::Invalid(format!(
                    "sslrootcert {path}: no usable certificate"
                )));
            }
        }
        Roots::System => {
            let found = rustls_native_certs::load_native_certs();
            store.add_parsable_certificates(found.certs);
            if store.is_empty() {
                return Err(StoreError::Invalid(format!(
                    "no system root certificates to check the database's with ({}); \
                     name a CA file with sslrootcert=PATH",
                    found
                        .errors
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join("; ")
                )));
            }
        }
    }
    Ok(store)
}

fn client_config(check: Check, roots: Option<RootCertStore>) -> Result<ClientConfig> {
    let provider = provider();
    let builder = ClientConfig::builder_with_provider(provider.clone())
        .with_safe_default_protocol_versions()
        .map_err(|e| StoreError::Invalid(format!("TLS: {e}")))?;
    let verifier = |roots: RootCertStore| {
        WebPkiServerVerifier::builder_with_provider(Arc::new(roots), provider.clone())
            .build()
            .map_err(|e| StoreError::Invalid(format!("TLS roots: {e}")))
    };
    Ok(match (check, roots) {
        (Check::Full, Some(roots)) => builder
            .dangerous()
            .with_custom_certificate_verifier(verifier(roots)?)
            .with_no_client_auth(),
        (Check::Chain, Some(roots)) => builder
            .dangerous()
            .with_custom_certificate_verifier(Arc::new(ChainOnly(verifier(roots)?)))
            .with_no_client_auth(),
        _ => builder
            .dangerous()
            .with_custom_certificate_verifier(Arc::new(AnyCertificate(provider.clone())))
            .with_no_client_auth(),
    })
}

/// `verify-ca`: the chain must lead to a root; the name may differ.
#[derive(Debug)]
struct ChainOnly(Arc<WebPkiServerVerifier>);

impl ServerCertVerifier for ChainOnly {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp_response: &[u8],
        now: UnixTime,
    ) -> std::result::Result<ServerCertVerified, rustls::Error> {
        match self
            .0
            .verify_server_cert(end_entity, intermediates, server_name, ocsp_response, now)
        {
            Err(rustls::Error::InvalidCertificate(
                CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. },
            )) => Ok(ServerCertVerified::assertion()),
            other => other,
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> std::result::Result<HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls12_signature(message, cert, dss)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> std::result::Result<HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls13_signature(message, cert, dss)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.supported_verify_schemes()
    }
}

/// `prefer` and `require` without a CA, as libpq: encrypted, the
/// certificate not checked (the handshake's signatures still are).
#[derive(Debug)]
struct AnyCertificate(Arc<CryptoProvider>);

impl ServerCertVerifier for AnyCertificate {
    fn verify_server_cert(
        &self,
        _end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        _now: UnixTime,
    ) -> std::result::Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> std::result::Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> std::result::Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.signature_verification_algorithms.supported_schemes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn libpq_parameters_become_a_mode_a_check_and_roots() {
        let base = "postgres://u:p@db:5432/w";
        // (query, URL left for tokio-postgres, mode, check, roots)
        let table = [
            (
                "",
                base.to_owned(),
                SslMode::Prefer,
                Check::Nothing,
                Roots::System,
            ),
            (
                "?sslmode=disable",
                base.to_owned(),
                SslMode::Disable,
                Check::Nothing,
                Roots::System,
            ),
            (
                "?sslmode=require",
                base.to_owned(),
                SslMode::Require,
                Check::Nothing,
                Roots::System,
            ),
            (
                "?sslmode=require&sslrootcert=/ca.pem",
                base.to_owned(),
                SslMode::Require,
                Check::Chain,
                Roots::File("/ca.pem".into()),
            ),
            (
                "?sslmode=verify-ca",
                base.to_owned(),
                SslMode::Require,
                Check::Chain,
                Roots::System,
            ),
            (
                "?application_name=x&sslmode=verify-full&sslrootcert=%2Fetc%2Fca%20b.pem&connect_timeout=3",
                format!("{base}?application_name=x&connect_timeout=3"),
                SslMode::Require,
                Check::Full,
                Roots::File("/etc/ca b.pem".into()),
            ),
            (
                "?sslmode=verify-full&sslrootcert=system",
                base.to_owned(),
                SslMode::Require,
                Check::Full,
                Roots::System,
            ),
        ];
        for (query, url, mode, check, roots) in table {
            let request = parse_tls(&format!("{base}{query}")).expect(query);
            assert_eq!(
                request,
                TlsRequest {
                    url,
                    mode,
                    check,
                    roots
                },
                "{query}"
            );
        }
        for bad in ["?sslmode=allow", "?sslmode=verify_full", "?sslmode="] {
            assert!(
                matches!(
                    parse_tls(&format!("{base}{bad}")),
                    Err(StoreError::Invalid(_))
                ),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_missing_ca_file_is_a_usage_mistake_not_an_outage() {
        let error = Connector::new("postgres://db/w?sslmode=verify-full&sslrootcert=/no/such.pem")
            .err()
            .expect("refused");
        assert!(matches!(error, StoreError::Invalid(_)), "{error}");
        assert!(error.to_string().contains("/no/such.pem"), "{error}");
    }
}
