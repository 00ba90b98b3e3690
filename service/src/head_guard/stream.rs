//! A connection whose incoming bytes pass through a [`Framing`] before
//! actix-http reads them (the module above says why).

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll, ready};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Instant, Sleep, sleep_until};

use super::{Framing, HeadLimits};

/// How long a refused connection is read on (and the bytes dropped) after
/// its answer, so the client reads the answer: a socket closed with unread
/// input sends a reset, and the client's system may drop the answer with
/// it.
const LINGER: Duration = Duration::from_secs(1);

/// The most bytes read and dropped while lingering.
const LINGER_BYTES: usize = 1 << 20;

/// A connection guarded by the head guard.
pub struct GuardedStream<T> {
    inner: T,
    framing: Framing,
    /// Bytes the framing released that the reader has not taken yet, and
    /// how many of them it has taken.
    released: Vec<u8>,
    handed: usize,
    /// The bytes just read, while the framing looks at them.
    scratch: Vec<u8>,
    /// Whether a head was refused: the reader then sees the input end.
    refused: bool,
    /// The refusal's answer, written when the reader closes the
    /// connection, and how much of it is written.
    answer: Option<(Vec<u8>, usize)>,
    /// After the answer: until when, and how many more bytes, to read on.
    linger: Option<(Pin<Box<Sleep>>, usize)>,
}

impl<T> GuardedStream<T> {
    pub fn new(inner: T, limits: HeadLimits) -> Self {
        GuardedStream {
            inner,
            framing: Framing::new(limits),
            released: Vec::new(),
            handed: 0,
            scratch: Vec::new(),
            refused: false,
            answer: None,
            linger: None,
        }
    }
}

impl<T: AsyncRead + AsyncWrite + Unpin> AsyncRead for GuardedStream<T> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        loop {
            if this.handed < this.released.len() {
                let count = (this.released.len() - this.handed).min(buf.remaining());
                buf.put_slice(&this.released[this.handed..this.handed + count]);
                this.handed += count;
                if this.handed == this.released.len() {
                    this.released.clear();
                    this.handed = 0;
                }
                return Poll::Ready(Ok(()));
            }
            if this.refused {
                // The reader sees the input end, answers what it has in
                // hand and closes; `poll_shutdown` answers the refusal.
                return Poll::Ready(Ok(()));
            }
            let before = buf.filled().len();
            ready!(Pin::new(&mut this.inner).poll_read(cx, buf))?;
            let read = buf.filled().len() - before;
            if read == 0 {
                return Poll::Ready(Ok(()));
            }
            // Whole heads that are fine and body bytes, the common case,
            // pass where they are; only what is left is taken back.
            let passed = this.framing.pass(&buf.filled()[before..]);
            if passed == read {
                return Poll::Ready(Ok(()));
            }
            this.scratch.clear();
            this.scratch
                .extend_from_slice(&buf.filled()[before + passed..]);
            buf.set_filled(before + passed);
            if let Err(refused) = this.framing.feed(&this.scratch, &mut this.released) {
                crate::metrics::head_refused(refused.refusal.problem().status);
                tracing::info!(refusal = ?refused.refusal, "request head refused");
                this.answer = Some((refused.refusal.answer(refused.lang), 0));
                this.refused = true;
            }
            if passed > 0 {
                // What passed is the reader's now: returning `Pending`
                // with bytes in its buffer would lose them. What was
                // released goes on the next call.
                return Poll::Ready(Ok(()));
            }
            // Release what was released, or end the input, or read more
            // (a head held back until it is whole).
        }
    }
}

impl<T: AsyncRead + AsyncWrite + Unpin> AsyncWrite for GuardedStream<T> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().inner).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().inner).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if let Some((answer, written)) = &mut this.answer {
            // After everything the reader wrote (answers to earlier
            // requests on the connection): it flushed before closing.
            while *written < answer.len() {
                let count = ready!(Pin::new(&mut this.inner).poll_write(cx, &answer[*written..]))?;
                if count == 0 {
                    return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
                }
                *written += count;
            }
            ready!(Pin::new(&mut this.inner).poll_flush(cx))?;
            ready!(Pin::new(&mut this.inner).poll_shutdown(cx))?;
            this.answer = None;
            this.linger = Some((Box::pin(sleep_until(Instant::now() + LINGER)), LINGER_BYTES));
        }
        if let Some((deadline, left)) = &mut this.linger {
            let mut sink = [0u8; 4096];
            loop {
                if *left == 0 || deadline.as_mut().poll(cx).is_ready() {
                    return Poll::Ready(Ok(()));
                }
                let mut dropped = ReadBuf::new(&mut sink);
                match ready!(Pin::new(&mut this.inner).poll_read(cx, &mut dropped)) {
                    Ok(()) if !dropped.filled().is_empty() => {
                        *left = left.saturating_sub(dropped.filled().len());
                    }
                    // The client closed (or failed): nothing left to wait for.
                    _ => return Poll::Ready(Ok(())),
                }
            }
        }
        Pin::new(&mut this.inner).poll_shutdown(cx)
    }
}
