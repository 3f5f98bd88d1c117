//! Raw memory: the aligned arena, and copies between buffers and literals.

use kiln_hlo::{with_array_data, ArrayData, ArrayLiteral, ArrayShape, Literal};
use std::sync::Mutex;

/// Scratch blocks a thunk keeps between runs: each run (or each thread of one) takes a block
/// and gives it back, so only the first runs allocate. At most [`Spares::KEEP`] are kept,
/// enough for the threads that run one executable at once.
#[derive(Default)]
pub struct Spares(Mutex<Vec<Vec<u64>>>);

impl Spares {
    const KEEP: usize = 16;

    /// A kept block, or a new zeroed one of `words` words (every block of a thunk has the
    /// same size).
    pub fn take(&self, words: usize) -> Vec<u64> {
        let spare = self.0.lock().ok().and_then(|mut s| s.pop());
        spare.unwrap_or_else(|| vec![0u64; words])
    }

    pub fn give(&self, block: Vec<u64>) {
        if let Ok(mut spare) = self.0.lock() {
            if spare.len() < Self::KEEP {
                spare.push(block);
            }
        }
    }
}

/// A 64-byte aligned, zero-initialized block of memory.
pub struct Arena {
    blocks: Vec<Block>,
}

#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Block([u8; 64]);

impl Arena {
    pub fn new(bytes: usize) -> Arena {
        Arena {
            blocks: vec![Block([0; 64]); bytes.div_ceil(64)],
        }
    }

    pub fn base(&mut self) -> *mut u8 {
        self.blocks.as_mut_ptr() as *mut u8
    }
}

/// A raw pointer that may cross threads: the thunk list guarantees that concurrent kernels
/// never write the same bytes, and that nothing reads a buffer while it is being written.
#[derive(Clone, Copy, Debug)]
pub struct SendPtr(pub *mut u8);
// SAFETY: see the type's documentation; the pointer is only dereferenced by kernels and
// library calls over disjoint ranges, synchronized by the thunk order.
unsafe impl Send for SendPtr {}
unsafe impl Sync for SendPtr {}

/// Pointer to the first element of an array literal's storage (read-only use only).
pub fn literal_ptr(a: &ArrayLiteral) -> *mut u8 {
    with_array_data!(&a.data, v => v.as_ptr() as *mut u8)
}

/// Bytes of storage an array literal occupies.
pub fn literal_bytes(a: &ArrayLiteral) -> usize {
    a.element_count() * a.ty.byte_size()
}

/// Copies `shape`'s bytes from `src` into a new literal.
///
/// # Safety
/// `src` must point at `element_count * byte_size` readable bytes laid out as Kiln stores
/// the element type (pred as 0/1 bytes).
pub unsafe fn read_literal(shape: &ArrayShape, src: *const u8) -> Result<ArrayLiteral, String> {
    let mut lit = ArrayLiteral::zeros(shape.ty, shape.dims.clone())?;
    let bytes = literal_bytes(&lit);
    if let ArrayData::Pred(v) = &mut lit.data {
        // A bool must be 0 or 1; normalize whatever a kernel wrote.
        for (i, b) in v.iter_mut().enumerate() {
            *b = *src.add(i) != 0;
        }
        return Ok(lit);
    }
    // The cast is a no-op for u8 storage only.
    #[allow(clippy::unnecessary_cast)]
    let dst = with_array_data!(&mut lit.data, v => v.as_mut_ptr() as *mut u8);
    std::ptr::copy_nonoverlapping(src, dst, bytes);
    Ok(lit)
}

/// Copies an array literal's storage to `dst`.
///
/// # Safety
/// `dst` must point at `literal_bytes(a)` writable bytes that do not overlap the literal.
pub unsafe fn write_literal(a: &ArrayLiteral, dst: *mut u8) {
    std::ptr::copy_nonoverlapping(literal_ptr(a) as *const u8, dst, literal_bytes(a));
}

/// The array leaves of a literal, depth-first.
pub fn array_leaves(lit: &Literal) -> Vec<&ArrayLiteral> {
    match lit {
        Literal::Array(a) => vec![a],
        Literal::Tuple(elems) => elems.iter().flat_map(array_leaves).collect(),
        Literal::Token => vec![],
    }
}
