//! Arrays read in place from shared bytes.
//!
//! A snapshot is one run of bytes (see [`super::snapshot`]'s format): text,
//! little-endian integer tables and fsts, one after another. Decoding used
//! to copy each part into a `Vec`; a snapshot now keeps the bytes it was
//! decoded from ([`Bytes`]: the binary's own pages for the embedded
//! lexicon, a buffer for any other) and reads its tables through these
//! views, so decoding copies nothing and the embedded lexicon costs no
//! heap at all: its pages belong to the binary's file, which the kernel
//! shares between processes and can reclaim.
//!
//! The tables are little-endian at any byte offset (the format predates
//! this reader, and its bytes, hence every stored version's checksum, stay
//! as they are), so a value is read with `from_le_bytes`: one unaligned
//! load on the machines we serve from.

use std::marker::PhantomData;

use bytes::Bytes;

/// A fixed-size little-endian integer an [`LeIter`] reads.
pub trait LeWord: Copy {
    const SIZE: usize;
    fn read(bytes: &[u8]) -> Self;
}

impl LeWord for u32 {
    const SIZE: usize = 4;
    #[inline]
    fn read(bytes: &[u8]) -> u32 {
        u32::from_le_bytes(bytes.try_into().expect("four bytes"))
    }
}

impl LeWord for u64 {
    const SIZE: usize = 8;
    #[inline]
    fn read(bytes: &[u8]) -> u64 {
        u64::from_le_bytes(bytes.try_into().expect("eight bytes"))
    }
}

/// An array of little-endian `T`s over shared bytes. Cloning shares them.
#[derive(Clone)]
pub(crate) struct LeArray<T> {
    bytes: Bytes,
    item: PhantomData<T>,
}

impl<T> Default for LeArray<T> {
    fn default() -> Self {
        LeArray {
            bytes: Bytes::new(),
            item: PhantomData,
        }
    }
}

impl<T: LeWord> LeArray<T> {
    /// The array whose items are `bytes` (a whole number of them).
    pub(crate) fn new(bytes: Bytes) -> LeArray<T> {
        debug_assert_eq!(bytes.len() % T::SIZE, 0, "a whole number of items");
        LeArray {
            bytes,
            item: PhantomData,
        }
    }

    /// The array of `values`, encoded.
    pub(crate) fn from_values(values: &[T]) -> LeArray<T>
    where
        T: ToLe,
    {
        let mut bytes = Vec::with_capacity(values.len() * T::SIZE);
        for value in values {
            value.write(&mut bytes);
        }
        LeArray::new(Bytes::from(bytes))
    }

    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.bytes.len() / T::SIZE
    }

    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// Item `i`; `None` past the end.
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<T> {
        let start = i.checked_mul(T::SIZE)?;
        self.bytes
            .get(start..start.checked_add(T::SIZE)?)
            .map(T::read)
    }

    /// Item `i`. Panics past the end, as indexing a slice does.
    #[inline]
    pub(crate) fn at(&self, i: usize) -> T {
        T::read(&self.bytes[i * T::SIZE..(i + 1) * T::SIZE])
    }

    /// Items `range`, as an iterator over the shared bytes; `None` when the
    /// range reaches past the end.
    #[inline]
    pub(crate) fn range(&self, range: std::ops::Range<usize>) -> Option<LeIter<'_, T>> {
        let start = range.start.checked_mul(T::SIZE)?;
        let end = range.end.checked_mul(T::SIZE)?;
        self.bytes.get(start..end).map(LeIter::new)
    }

    pub(crate) fn iter(&self) -> LeIter<'_, T> {
        LeIter::new(&self.bytes)
    }

    /// Whether `value` is an item, for an array in ascending order.
    pub(crate) fn binary_search(&self, value: T) -> Result<usize, usize>
    where
        T: Ord,
    {
        let (mut low, mut high) = (0, self.len());
        while low < high {
            let middle = low + (high - low) / 2;
            match self.at(middle).cmp(&value) {
                std::cmp::Ordering::Less => low = middle + 1,
                std::cmp::Ordering::Greater => high = middle,
                std::cmp::Ordering::Equal => return Ok(middle),
            }
        }
        Err(low)
    }

    /// The bytes the array reads.
    pub(crate) fn as_bytes(&self) -> &[u8] {
        &self.bytes
    }
}

/// Writing a little-endian integer.
pub trait ToLe {
    fn write(&self, out: &mut Vec<u8>);
}

impl ToLe for u32 {
    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.to_le_bytes());
    }
}

impl ToLe for u64 {
    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.to_le_bytes());
    }
}

/// Little-endian `u32`s over shared bytes, read as a plain `&[u32]`.
///
/// The finder's walks take their arrays as plain slices once per walk and
/// index them per step (hundreds of thousands of steps per query); an
/// [`LeArray`] cannot give a slice. Bytes at an aligned address on a
/// little-endian machine are used as they are (a file's pages stay the
/// file's); any other bytes are decoded once into an owned, aligned copy,
/// so reading is always a slice.
#[derive(Clone)]
pub struct U32Slice {
    bytes: Bytes,
    /// Whether `bytes` are the ones given (not a decoded copy).
    in_place: bool,
}

/// Owned `u32`s as the bytes of a [`Bytes`]: aligned for `u32` by
/// construction.
pub struct OwnedU32s(pub Vec<u32>);

impl AsRef<[u8]> for OwnedU32s {
    fn as_ref(&self) -> &[u8] {
        bytemuck::cast_slice(&self.0)
    }
}

impl Default for U32Slice {
    /// No values, aligned (an empty `Bytes` may sit at any address).
    fn default() -> U32Slice {
        U32Slice::from_values(Vec::new())
    }
}

impl U32Slice {
    /// The `u32`s encoded in `bytes` (a whole number of them).
    pub fn new(bytes: Bytes) -> U32Slice {
        debug_assert_eq!(bytes.len() % 4, 0, "a whole number of items");
        if cfg!(target_endian = "little") && bytemuck::try_cast_slice::<u8, u32>(&bytes).is_ok() {
            return U32Slice {
                bytes,
                in_place: true,
            };
        }
        let values: Vec<u32> = LeArray::<u32>::new(bytes).iter().collect();
        U32Slice::from_values(values)
    }

    /// The slice of `values`, owned.
    pub fn from_values(values: Vec<u32>) -> U32Slice {
        U32Slice {
            bytes: Bytes::from_owner(OwnedU32s(values)),
            in_place: false,
        }
    }

    /// The values. The bytes are aligned and a whole number of `u32`s by
    /// construction, so the cast cannot fail.
    #[inline]
    pub fn values(&self) -> &[u32] {
        bytemuck::cast_slice(&self.bytes)
    }

    /// The values as little-endian bytes, as [`new`](Self::new) reads them.
    pub fn to_le_bytes(&self, out: &mut Vec<u8>) {
        if cfg!(target_endian = "little") {
            out.extend_from_slice(&self.bytes);
        } else {
            for value in self.values() {
                value.write(out);
            }
        }
    }

    /// Whether the values are read where the given bytes lie (not copied).
    pub fn in_place(&self) -> bool {
        self.in_place
    }

    /// Bytes of the values.
    pub fn byte_len(&self) -> usize {
        self.bytes.len()
    }
}

/// The items of (part of) an [`LeArray`], in order.
#[derive(Debug, Clone)]
pub struct LeIter<'a, T> {
    chunks: std::slice::ChunksExact<'a, u8>,
    item: PhantomData<T>,
}

impl<'a, T: LeWord> LeIter<'a, T> {
    fn new(bytes: &'a [u8]) -> LeIter<'a, T> {
        LeIter {
            chunks: bytes.chunks_exact(T::SIZE),
            item: PhantomData,
        }
    }
}

impl<T: LeWord> Iterator for LeIter<'_, T> {
    type Item = T;

    #[inline]
    fn next(&mut self) -> Option<T> {
        self.chunks.next().map(T::read)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.chunks.size_hint()
    }
}

impl<T: LeWord> ExactSizeIterator for LeIter<'_, T> {}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Every read agrees with the slice the array was written from.
        #[test]
        fn an_array_reads_what_a_slice_holds(
            values in proptest::collection::vec(any::<u32>(), 0..200),
            start in 0usize..220,
            len in 0usize..220,
            probe in any::<u32>(),
        ) {
            let array = LeArray::from_values(&values);
            prop_assert_eq!(array.len(), values.len());
            prop_assert_eq!(array.iter().collect::<Vec<_>>(), values.clone());
            for i in 0..values.len() + 2 {
                prop_assert_eq!(array.get(i), values.get(i).copied());
            }
            // An index from corrupt data, as large as an index can be.
            prop_assert_eq!(array.get(usize::MAX / 4), None);
            prop_assert_eq!(array.get(usize::MAX), None);
            let end = start.saturating_add(len);
            prop_assert_eq!(
                array.range(start..end).map(|items| items.collect::<Vec<_>>()),
                values.get(start..end).map(<[u32]>::to_vec)
            );
            let mut sorted = values.clone();
            sorted.sort_unstable();
            sorted.dedup();
            let sorted_array = LeArray::from_values(&sorted);
            prop_assert_eq!(sorted_array.binary_search(probe), sorted.binary_search(&probe));
        }

        #[test]
        fn an_array_of_u64_reads_what_a_slice_holds(
            values in proptest::collection::vec(any::<u64>(), 0..100),
        ) {
            let array = LeArray::from_values(&values);
            prop_assert_eq!(array.iter().collect::<Vec<_>>(), values.clone());
            for (i, value) in values.iter().enumerate() {
                prop_assert_eq!(array.at(i), *value);
            }
        }
    }

    proptest! {
        /// A slice reads what the array over the same bytes reads, at any
        /// offset of its bytes (aligned: in place; not: a decoded copy).
        #[test]
        fn a_u32_slice_reads_what_the_array_reads(
            values in proptest::collection::vec(any::<u32>(), 0..200),
            offset in 0usize..8,
        ) {
            let mut bytes = vec![0xAAu8; offset];
            for value in &values {
                value.write(&mut bytes);
            }
            let shared = Bytes::from(bytes).slice(offset..);
            let aligned = (shared.as_ptr() as usize).is_multiple_of(4);
            let array: LeArray<u32> = LeArray::new(shared.clone());
            let slice = U32Slice::new(shared);
            prop_assert_eq!(slice.values(), &array.iter().collect::<Vec<_>>()[..]);
            prop_assert_eq!(slice.values(), &values[..]);
            prop_assert_eq!(slice.in_place(), aligned && cfg!(target_endian = "little"));
            let mut written = Vec::new();
            slice.to_le_bytes(&mut written);
            prop_assert_eq!(written, array.as_bytes().to_vec());
            let owned = U32Slice::from_values(values.clone());
            prop_assert_eq!(owned.values(), &values[..]);
        }
    }

    #[test]
    fn an_empty_u32_slice_reads_nothing() {
        assert!(U32Slice::default().values().is_empty());
        assert!(U32Slice::new(Bytes::new()).values().is_empty());
    }

    /// An array at an odd offset of its bytes reads the same values.
    #[test]
    fn an_array_at_any_offset_reads_the_same() {
        let values = [1u64, u64::MAX, 0x0102_0304_0506_0708];
        let mut bytes = vec![0xAAu8];
        for value in values {
            value.write(&mut bytes);
        }
        let shared = Bytes::from(bytes).slice(1..);
        let array: LeArray<u64> = LeArray::new(shared);
        assert_eq!(array.iter().collect::<Vec<_>>(), values);
    }
}
