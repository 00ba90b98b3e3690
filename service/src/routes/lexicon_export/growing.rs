//! A file that is read while it is written: the export's bytes go out to
//! every request as the build makes them, so the first request for a file
//! gets its answer at once instead of waiting for the whole build, and
//! requests that come during the build read the same bytes.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use actix_web::web::Bytes;
use futures_util::Stream;
use tokio::sync::Notify;

/// How much of the file one chunk carries.
pub const CHUNK_BYTES: usize = 64 * 1024;

/// The file's chunks so far, whether its writing has started, and how it
/// ended (`None` while it is written).
#[derive(Default)]
struct Written {
    chunks: Vec<Bytes>,
    started: bool,
    end: Option<Result<(), String>>,
}

/// A file being written, or written.
#[derive(Default)]
pub struct GrowingFile {
    written: Mutex<Written>,
    /// Woken at each new chunk, at the start and at the end.
    changed: Notify,
}

impl GrowingFile {
    pub fn new() -> Arc<GrowingFile> {
        Arc::default()
    }

    fn written(&self) -> MutexGuard<'_, Written> {
        self.written
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The writer has begun (it waited its turn until now).
    pub fn start(&self) {
        self.written().started = true;
        self.changed.notify_waiters();
    }

    /// A chunk more of the file.
    pub fn push(&self, chunk: Bytes) {
        if chunk.is_empty() {
            return;
        }
        self.written().chunks.push(chunk);
        self.changed.notify_waiters();
    }

    /// The file is whole (`Ok`) or will never be (`Err`, why); a reader
    /// then ends, with an error in the second case.
    pub fn finish(&self, outcome: Result<(), String>) {
        let mut written = self.written();
        if written.end.is_none() {
            written.end = Some(outcome);
        }
        drop(written);
        self.changed.notify_waiters();
    }

    /// The whole file, once it is written.
    pub fn whole(&self) -> Option<Bytes> {
        let written = self.written();
        match written.end {
            Some(Ok(())) => Some(concatenated(&written.chunks)),
            _ => None,
        }
    }

    /// Its length, once it is written.
    pub fn finished_len(&self) -> Option<u64> {
        let written = self.written();
        match written.end {
            Some(Ok(())) => Some(written.chunks.iter().map(|c| c.len() as u64).sum()),
            _ => None,
        }
    }

    /// The same file from another place (a mapped copy of [`whole`]),
    /// cut at the same boundaries so that readers in the middle go on.
    ///
    /// [`whole`]: GrowingFile::whole
    pub fn kept_as(&self, copy: Bytes) {
        let mut written = self.written();
        let total: usize = written.chunks.iter().map(Bytes::len).sum();
        if written.end != Some(Ok(())) || copy.len() != total {
            return;
        }
        let mut at = 0;
        for chunk in &mut written.chunks {
            let len = chunk.len();
            *chunk = copy.slice(at..at + len);
            at += len;
        }
    }

    /// Waits until `check` says yes of the file (checked again at every
    /// change), at most `wait`; whether it did.
    async fn until(&self, wait: Duration, check: impl Fn(&Written) -> bool) -> bool {
        tokio::time::timeout(wait, async {
            loop {
                let changed = self.changed.notified();
                tokio::pin!(changed);
                changed.as_mut().enable();
                if check(&self.written()) {
                    return;
                }
                changed.await;
            }
        })
        .await
        .is_ok()
    }

    /// Whether its writing began (or ended) within `wait`.
    pub async fn started_within(&self, wait: Duration) -> bool {
        self.until(wait, |w| w.started || w.end.is_some()).await
    }

    /// The whole file once written (`Err`: why it never will be).
    pub async fn finished(&self) -> Result<Bytes, String> {
        self.until(Duration::MAX, |w| w.end.is_some()).await;
        let written = self.written();
        match &written.end {
            Some(Ok(())) => Ok(concatenated(&written.chunks)),
            Some(Err(e)) => Err(e.clone()),
            None => Err("the file was not finished".to_owned()),
        }
    }

    /// The file's chunks as they come, from the first; an error where the
    /// writing failed (the client sees a cut answer, never a wrong one).
    pub fn reader(self: &Arc<Self>) -> impl Stream<Item = Result<Bytes, std::io::Error>> + 'static {
        futures_util::stream::unfold((Arc::clone(self), 0usize), |(file, at)| async move {
            if at == usize::MAX {
                return None;
            }
            loop {
                let changed = file.changed.notified();
                tokio::pin!(changed);
                changed.as_mut().enable();
                {
                    let written = file.written();
                    if let Some(chunk) = written.chunks.get(at) {
                        return Some((Ok(chunk.clone()), (Arc::clone(&file), at + 1)));
                    }
                    match &written.end {
                        Some(Ok(())) => return None,
                        Some(Err(e)) => {
                            let e = std::io::Error::other(e.clone());
                            return Some((Err(e), (Arc::clone(&file), usize::MAX)));
                        }
                        None => {}
                    }
                }
                changed.await;
            }
        })
    }
}

fn concatenated(chunks: &[Bytes]) -> Bytes {
    match chunks {
        [] => Bytes::new(),
        [one] => one.clone(),
        many => Bytes::from(many.concat()),
    }
}

/// A writer into a growing file, in chunks of [`CHUNK_BYTES`].
pub struct ChunkWriter {
    file: Arc<GrowingFile>,
    pending: Vec<u8>,
}

impl ChunkWriter {
    pub fn new(file: Arc<GrowingFile>) -> ChunkWriter {
        ChunkWriter {
            file,
            pending: Vec::with_capacity(CHUNK_BYTES),
        }
    }
}

impl std::io::Write for ChunkWriter {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.pending.extend_from_slice(bytes);
        if self.pending.len() >= CHUNK_BYTES {
            let full = std::mem::replace(&mut self.pending, Vec::with_capacity(CHUNK_BYTES));
            self.file.push(Bytes::from(full));
        }
        Ok(bytes.len())
    }

    /// Hands over what is pending as a chunk (a chunk may then be short).
    fn flush(&mut self) -> std::io::Result<()> {
        let pending = std::mem::replace(&mut self.pending, Vec::with_capacity(CHUNK_BYTES));
        self.file.push(Bytes::from(pending));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::io::Write;

    use futures_util::StreamExt;

    use super::*;

    #[actix_web::test]
    async fn readers_get_every_byte_whether_they_come_early_or_late() {
        let file = GrowingFile::new();
        let early = file.reader();
        assert!(!file.started_within(Duration::from_millis(10)).await);
        let writer_file = Arc::clone(&file);
        let writing = std::thread::spawn(move || {
            writer_file.start();
            let mut writer = ChunkWriter::new(Arc::clone(&writer_file));
            for i in 0..200_000u32 {
                writer.write_all(&i.to_le_bytes()).unwrap();
            }
            writer.flush().unwrap();
            writer_file.finish(Ok(()));
        });
        assert!(file.started_within(Duration::from_secs(10)).await);
        let early: Vec<Bytes> = early.map(|chunk| chunk.unwrap()).collect().await;
        writing.join().unwrap();
        let late: Vec<Bytes> = file.reader().map(|chunk| chunk.unwrap()).collect().await;
        let expected: Vec<u8> = (0..200_000u32).flat_map(u32::to_le_bytes).collect();
        assert_eq!(early.concat(), expected);
        assert_eq!(late.concat(), expected);
        assert_eq!(file.whole().unwrap(), expected);
        assert_eq!(file.finished_len(), Some(800_000));
        assert!(early.len() > 10, "streamed in chunks");
        // A copy from elsewhere, cut alike.
        file.kept_as(Bytes::from(expected.clone()));
        let again: Vec<Bytes> = file.reader().map(|chunk| chunk.unwrap()).collect().await;
        assert_eq!(again.concat(), expected);
    }

    #[actix_web::test]
    async fn a_failed_writing_ends_every_reader_with_an_error() {
        let file = GrowingFile::new();
        file.start();
        file.push(Bytes::from_static(b"half"));
        let reader = file.reader();
        file.finish(Err("the disk is full".to_owned()));
        let read: Vec<Result<Bytes, std::io::Error>> = reader.collect().await;
        assert_eq!(read.len(), 2);
        assert_eq!(read[0].as_ref().unwrap(), &Bytes::from_static(b"half"));
        assert!(read[1].is_err());
        assert!(file.whole().is_none());
        assert_eq!(file.finished().await.unwrap_err(), "the disk is full");
    }
}
