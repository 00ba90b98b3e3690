//! A small little-endian byte codec for the compiled snapshot: length-prefixed
//! sections, every read bounds-checked so corrupt input is an error, never a panic.
//! Arrays are read as their bytes, which the snapshot keeps and reads in
//! place ([`super::in_place`]).

use super::SnapshotError;

#[derive(Default)]
pub(crate) struct Writer {
    bytes: Vec<u8>,
}

impl Writer {
    pub fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }

    pub fn raw(&mut self, bytes: &[u8]) {
        self.bytes.extend_from_slice(bytes);
    }

    pub fn u32(&mut self, value: u32) {
        self.bytes.extend_from_slice(&value.to_le_bytes());
    }

    pub fn u64(&mut self, value: u64) {
        self.bytes.extend_from_slice(&value.to_le_bytes());
    }

    pub fn bytes(&mut self, bytes: &[u8]) {
        self.u64(bytes.len() as u64);
        self.raw(bytes);
    }

    pub fn str(&mut self, text: &str) {
        self.bytes(text.as_bytes());
    }

    /// An array of `items` already encoded little-endian, `item_size` bytes each.
    pub fn array(&mut self, items: &[u8], item_size: usize) {
        self.u64((items.len() / item_size) as u64);
        self.raw(items);
    }
}

pub(crate) struct Reader<'a> {
    bytes: &'a [u8],
}

impl<'a> Reader<'a> {
    pub fn new(bytes: &'a [u8]) -> Self {
        Reader { bytes }
    }

    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    pub fn raw(&mut self, len: usize) -> Result<&'a [u8], SnapshotError> {
        if self.bytes.len() < len {
            return Err(SnapshotError::Truncated);
        }
        let (head, tail) = self.bytes.split_at(len);
        self.bytes = tail;
        Ok(head)
    }

    pub fn u32(&mut self) -> Result<u32, SnapshotError> {
        let raw = self.raw(4)?;
        Ok(u32::from_le_bytes(raw.try_into().expect("4 bytes")))
    }

    pub fn u64(&mut self) -> Result<u64, SnapshotError> {
        let raw = self.raw(8)?;
        Ok(u64::from_le_bytes(raw.try_into().expect("8 bytes")))
    }

    fn len(&mut self, item_size: usize) -> Result<usize, SnapshotError> {
        let len = usize::try_from(self.u64()?).map_err(|_| SnapshotError::Truncated)?;
        if len
            .checked_mul(item_size)
            .is_none_or(|n| n > self.bytes.len())
        {
            return Err(SnapshotError::Truncated);
        }
        Ok(len)
    }

    pub fn bytes(&mut self) -> Result<&'a [u8], SnapshotError> {
        let len = self.len(1)?;
        self.raw(len)
    }

    pub fn string(&mut self) -> Result<String, SnapshotError> {
        let bytes = self.bytes()?;
        String::from_utf8(bytes.to_vec()).map_err(|_| SnapshotError::Corrupt("text is not UTF-8"))
    }

    /// The bytes of a length-prefixed array of `u64`s.
    pub fn u64s(&mut self) -> Result<&'a [u8], SnapshotError> {
        let len = self.len(8)?;
        self.raw(len * 8)
    }

    /// The bytes of a length-prefixed array of `u32`s.
    pub fn u32s(&mut self) -> Result<&'a [u8], SnapshotError> {
        let len = self.len(4)?;
        self.raw(len * 4)
    }
}
