//! `sort` (N operands permuted together by a comparator) and `topk`, over the buffers.
//!
//! Sort runs the interpreter's own merge sort (`kiln_eval::routines::stable_sort`) with the
//! comparator compiled to a `ScalarProgram`, on each row along the sort dimension, then moves
//! every operand's elements by the resulting permutation: the interpreter's results bit for
//! bit, inconsistent comparators included. A comparator that does not compile stays on the
//! interpreter. A comparator that orders by one key per element (`sort_keys.rs`: JAX's
//! `jnp.sort` and `argsort` comparators) sorts each row natively by the keys instead, with
//! the same result. TopK ranks each element by the interpreter's total-order key (`topk_key`, reversed for
//! the largest) and then its index, so ties keep index order as the interpreter's stable
//! sort leaves them, and keeps the k smallest ranks as the row streams past (32-bit
//! elements: ranks in a u64, blocks of the row whose keys cannot beat the kept ones skipped).

use super::buffer::{operand_bufs, result_bufs, Buf, ByteView};
use super::combine::{decode, Predicate};
use super::sort_keys::KeyOrder;
use super::{LibraryCall, PlanContext};
use crate::cpu::memory::SendPtr;
use kiln_eval::routines::{stable_sort, topk_key, Val};
use kiln_hlo::{CompId, Error, Module, PrimitiveType};

/// One planned sort.
pub struct SortCall {
    pub(crate) operands: Vec<Buf>,
    pub(crate) results: Vec<Buf>,
    /// The sort dimension and the comparator alone in a module (`None` when it calls other
    /// computations): what a cache entry stores to plan the call again.
    pub(crate) axis: usize,
    pub(crate) to_apply: Option<Module>,
    comparator: Predicate,
    /// The comparator as a key order, when it is one.
    keys: Option<KeyOrder>,
    /// Elements before, along and after the sort dimension.
    outer: usize,
    len: usize,
    inner: usize,
}

/// Plans the sort in `ctx`, or says why it stays on the interpreter.
pub fn plan(ctx: &PlanContext) -> Result<Box<dyn LibraryCall>, String> {
    let instr = ctx.instruction();
    let operands = (0..instr.operands.len())
        .map(|i| single(operand_bufs(ctx, i)?))
        .collect::<Result<Vec<_>, String>>()?;
    let results = result_bufs(ctx)?;
    let rank = operands.first().ok_or("sort needs operands")?.dims.len();
    let axis = match instr.attrs.dimensions.as_deref() {
        None if rank > 0 => rank - 1,
        Some([d]) => usize::try_from(*d).map_err(|_| "bad sort dimension")?,
        _ => return Err("sort needs one dimension".into()),
    };
    let comp = instr.attrs.to_apply.ok_or("sort needs `to_apply`")?;
    SortCall::from_parts(operands, results, axis, ctx.module, comp).map(|call| Box::new(call) as _)
}

impl SortCall {
    /// The sort of `operands` into `results` along `axis`, ordered by computation
    /// `comparator` of `module`, or why the library cannot compute it (also how a cache
    /// entry's stored parts are checked).
    pub(crate) fn from_parts(
        operands: Vec<Buf>,
        results: Vec<Buf>,
        axis: usize,
        module: &Module,
        comparator: CompId,
    ) -> Result<SortCall, String> {
        let first = operands.first().ok_or("sort needs operands")?;
        let same = |a: &Buf, b: &Buf| a.dims == b.dims && a.ty == b.ty;
        if results.len() != operands.len()
            || operands.iter().any(|o| o.dims != first.dims)
            || !operands.iter().zip(&results).all(|(o, r)| same(o, r))
        {
            return Err("sort operands and results do not match".into());
        }
        let dims = first.sizes();
        if axis >= dims.len() {
            return Err("bad sort dimension".into());
        }
        let types: Vec<PrimitiveType> = operands.iter().map(|o| o.ty).collect();
        let predicate = Predicate::plan(module, comparator, &types)?;
        Ok(SortCall {
            keys: KeyOrder::plan(module, comparator, &types),
            outer: dims[..axis].iter().product(),
            len: dims[axis],
            inner: dims[axis + 1..].iter().product(),
            axis,
            to_apply: super::scatter::computation_alone(module, comparator),
            operands,
            results,
            comparator: predicate,
        })
    }
}

fn single(bufs: Vec<Buf>) -> Result<Buf, String> {
    let [b] = bufs.try_into().map_err(|_| "expected an array operand")?;
    Ok(b)
}

impl LibraryCall for SortCall {
    fn as_any(&self) -> Option<&dyn std::any::Any> {
        Some(self)
    }

    fn run(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        let inputs: Vec<ByteView> = self
            .operands
            .iter()
            .map(|o| o.bytes(buffers))
            .collect::<Result<_, _>>()?;
        let mut outputs: Vec<&mut [u8]> = self
            .results
            .iter()
            .map(|r| r.write_bytes(buffers))
            .collect::<Result<_, _>>()?;
        let types = self.comparator.types().to_vec();
        let mut comparator = self.comparator.clone();
        let mut values: Vec<Vec<Val>> = vec![Vec::with_capacity(self.len); types.len()];
        let mut order: Vec<usize> = Vec::with_capacity(self.len);
        let mut keys = self.keys.clone();
        let mut ranks: Vec<i128> = Vec::with_capacity(self.len);
        for outer in 0..self.outer {
            for inner in 0..self.inner {
                let start = outer * self.len * self.inner + inner;
                let at = |j: usize| start + j * self.inner;
                let sorted = keys.as_mut().is_some_and(|keys| {
                    let input = &inputs[keys.operand];
                    keys.sort_row(self.len, |j| input.bits(at(j)), &mut order, &mut ranks)
                });
                if !sorted {
                    self.sort_row_generally(
                        &inputs,
                        &types,
                        &mut comparator,
                        at,
                        &mut values,
                        &mut order,
                    )?;
                }
                for (out, input) in outputs.iter_mut().zip(&inputs) {
                    let size = input.size;
                    for (j, &src) in order.iter().enumerate() {
                        out[at(j) * size..][..size].copy_from_slice(input.element(at(src)));
                    }
                }
            }
        }
        Ok(())
    }
}

impl SortCall {
    /// Sorts `order` by the compiled comparator, as the interpreter does: the row's
    /// elements at `at(0..len)` decoded into `values`, then its merge sort.
    fn sort_row_generally(
        &self,
        inputs: &[ByteView],
        types: &[PrimitiveType],
        comparator: &mut Predicate,
        at: impl Fn(usize) -> usize,
        values: &mut [Vec<Val>],
        order: &mut Vec<usize>,
    ) -> Result<(), Error> {
        for ((vals, input), &ty) in values.iter_mut().zip(inputs).zip(types) {
            vals.clear();
            for j in 0..self.len {
                vals.push(decode(ty, input.bits(at(j))).map_err(Error::msg)?);
            }
        }
        order.clear();
        order.extend(0..self.len);
        stable_sort(order, |a, b| {
            Ok::<bool, Error>(comparator.eval(|k, second| values[k][if second { b } else { a }]))
        })?;
        Ok(())
    }
}

/// One planned top-k.
pub struct TopKCall {
    pub(crate) operand: Buf,
    pub(crate) values: Buf,
    pub(crate) indices: Buf,
    pub(crate) k: usize,
    len: usize,
    pub(crate) largest: bool,
}

/// Plans the topk in `ctx`, or says why it stays on the interpreter.
pub fn plan_topk(ctx: &PlanContext) -> Result<Box<dyn LibraryCall>, String> {
    let instr = ctx.instruction();
    let operand = single(operand_bufs(ctx, 0)?)?;
    let [values, indices] = result_bufs(ctx)?
        .try_into()
        .map_err(|_| "topk has two results")?;
    let k = instr
        .attrs
        .k
        .and_then(|k| usize::try_from(k).ok())
        .ok_or("topk needs `k`")?;
    let largest = instr.attrs.largest.unwrap_or(true);
    TopKCall::from_parts(operand, values, indices, k, largest).map(|call| Box::new(call) as _)
}

impl TopKCall {
    /// The `k` largest (or smallest) of each row of `operand` into `values` and `indices`, or
    /// why the library cannot compute it (also how a cache entry's stored parts are checked).
    pub(crate) fn from_parts(
        operand: Buf,
        values: Buf,
        indices: Buf,
        k: usize,
        largest: bool,
    ) -> Result<TopKCall, String> {
        let len = *operand
            .sizes()
            .last()
            .ok_or("topk needs an operand of rank 1 or more")?;
        let mut out_dims = operand.dims.clone();
        if let Some(last) = out_dims.last_mut() {
            *last = k as i64;
        }
        if k > len
            || topk_key(operand.ty, 0).is_none()
            || operand.ty.byte_size() > 8
            || values.ty != operand.ty
            || indices.ty != PrimitiveType::S32
            || values.dims != out_dims
            || indices.dims != out_dims
        {
            return Err("topk operand, k and results do not fit".into());
        }
        Ok(TopKCall {
            operand,
            values,
            indices,
            k,
            len,
            largest,
        })
    }
}

impl LibraryCall for TopKCall {
    fn as_any(&self) -> Option<&dyn std::any::Any> {
        Some(self)
    }

    fn run(&self, buffers: &[SendPtr]) -> Result<(), Error> {
        let x = self.operand.bytes(buffers)?;
        let values = self.values.write_bytes(buffers)?;
        let indices = self.indices.write::<i32>(buffers)?;
        let (len, k, size) = (self.len, self.k, x.size);
        let rows = self.operand.len.checked_div(len).unwrap_or(0);
        let ty = self.operand.ty;
        // 32-bit elements: the rank fits a u64.
        match ty {
            PrimitiveType::F32 => return self.run_u32(buffers, f32_order),
            PrimitiveType::S32 => return self.run_u32(buffers, |bits| bits ^ 1 << 31),
            PrimitiveType::U32 => return self.run_u32(buffers, |bits| bits),
            _ => {}
        }
        let mut best: Vec<u128> = Vec::with_capacity(len);
        for r in 0..rows {
            // The row's order as one unique integer per element: the total-order key
            // (reversed for the largest), then the index, so ties keep index order as the
            // interpreter's stable sort leaves them.
            let rank = |j: usize| -> u128 {
                let key = topk_key(ty, x.bits(r * len + j)).unwrap_or(0);
                // Keys lie in [-2^63, 2^64): offset by 2^64 they fit 66 bits.
                let up = (key + (1i128 << 64)) as u128;
                let ordered = if self.largest {
                    (1u128 << 66) - 1 - up
                } else {
                    up
                };
                ordered << 32 | j as u128
            };
            smallest(k, (0..len).map(rank), &mut best);
            for (slot, &b) in best.iter().enumerate() {
                let j = (b & u32::MAX as u128) as usize;
                values[(r * k + slot) * size..][..size].copy_from_slice(x.element(r * len + j));
                indices[r * k + slot] = j as i32;
            }
        }
        Ok(())
    }
}

/// The `k` smallest of `items` (all distinct), ascending, into `best`. A few (up to
/// `SCAN_K`) are kept sorted while the items stream past, each compared only with the
/// largest kept; more are selected from all of them.
fn smallest<T: Ord + Copy>(k: usize, items: impl Iterator<Item = T>, best: &mut Vec<T>) {
    const SCAN_K: usize = 64;
    best.clear();
    if k == 0 {
        return;
    }
    if k > SCAN_K {
        best.extend(items);
        if k < best.len() {
            best.select_nth_unstable(k - 1);
            best.truncate(k);
        }
        best.sort_unstable();
        return;
    }
    for item in items {
        if best.len() == k {
            if item >= best[k - 1] {
                continue;
            }
            best.pop();
        }
        let at = best.partition_point(|&b| b < item);
        best.insert(at, item);
    }
}

/// The unsigned integer of an f32's bits that orders as `topk_key` does: negative floats
/// (sign set) by flipped magnitude, below the positive ones.
#[inline(always)]
fn f32_order(bits: u32) -> u32 {
    if bits >> 31 == 1 {
        !bits
    } else {
        bits | 1 << 31
    }
}

impl TopKCall {
    /// `run` for 32-bit elements, whose bits `ordered` maps to unsigned integers ordered as
    /// `topk_key` orders them.
    fn run_u32(&self, buffers: &[SendPtr], ordered: impl Fn(u32) -> u32) -> Result<(), Error> {
        let x = self.operand.read::<u32>(buffers)?;
        let values = self.values.write::<u32>(buffers)?;
        let indices = self.indices.write::<i32>(buffers)?;
        let (len, k) = (self.len, self.k);
        let rows = self.operand.len.checked_div(len).unwrap_or(0);
        let mut best: Vec<u64> = Vec::with_capacity(len);
        let flip = if self.largest { u32::MAX } else { 0 };
        for r in 0..rows {
            let row = &x[r * len..][..len];
            smallest_u32(k, row, |bits| ordered(bits) ^ flip, &mut best);
            for (slot, &b) in best.iter().enumerate() {
                let j = (b & u32::MAX as u64) as usize;
                values[r * k + slot] = row[j];
                indices[r * k + slot] = j as i32;
            }
        }
        Ok(())
    }
}

/// `smallest` of the ranks `key(row[j]) << 32 | j` of a row of 32-bit elements, skipping
/// blocks of the row in which no key is below the largest kept one's (no rank there can
/// be kept: an equal key comes with a larger index).
fn smallest_u32(k: usize, row: &[u32], key: impl Fn(u32) -> u32, best: &mut Vec<u64>) {
    const BLOCK: usize = 32;
    let rank = |j: usize| (key(row[j]) as u64) << 32 | j as u64;
    if k == 0 || k > 64 || row.len() < k {
        return smallest(k, (0..row.len()).map(rank), best);
    }
    smallest(k, (0..k).map(rank), best);
    let mut start = k;
    while start < row.len() {
        let end = (start + BLOCK).min(row.len());
        let threshold = (best[k - 1] >> 32) as u32;
        let least = row[start..end]
            .iter()
            .fold(u32::MAX, |m, &bits| m.min(key(bits)));
        if least < threshold {
            for j in start..end {
                let item = rank(j);
                if item < best[k - 1] {
                    best.pop();
                    let at = best.partition_point(|&b| b < item);
                    best.insert(at, item);
                }
            }
        }
        start = end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The block-skipping top-k keeps exactly the k smallest ranks of a full sort.
    #[test]
    fn smallest_u32_matches_a_full_sort() {
        let mut state = 12345u64;
        let mut next = move || {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
            (state >> 33) as u32
        };
        let mut best = Vec::new();
        for (len, spread) in [(1000, u32::MAX), (1000, 7), (37, 3), (300, 1000)] {
            // Rising rows make every block beat the kept ones; random rows rarely do.
            for rising in [false, true] {
                let row: Vec<u32> = (0..len)
                    .map(|j| {
                        if rising {
                            j as u32 / 3
                        } else {
                            next() % spread
                        }
                    })
                    .collect();
                for k in [0, 1, 16, 64, 65, len].into_iter().filter(|&k| k <= len) {
                    let key = |b: u32| !b;
                    smallest_u32(k, &row, key, &mut best);
                    let mut all: Vec<u64> = (0..len)
                        .map(|j| (key(row[j]) as u64) << 32 | j as u64)
                        .collect();
                    all.sort_unstable();
                    assert_eq!(best, all[..k], "len {len} k {k}");
                }
            }
        }
    }
}
