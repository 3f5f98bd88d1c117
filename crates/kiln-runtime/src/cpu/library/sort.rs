//! `sort` (N operands permuted together by a comparator) and `topk`, over the buffers.
//!
//! Sort runs the interpreter's own merge sort (`kiln_eval::routines::stable_sort`) with the
//! comparator compiled to a `ScalarProgram`, on each row along the sort dimension, then moves
//! every operand's elements by the resulting permutation: the interpreter's results bit for
//! bit, inconsistent comparators included. A comparator that does not compile stays on the
//! interpreter. A comparator that orders by one key per element (`sort_keys.rs`: JAX's
//! `jnp.sort` and `argsort` comparators) sorts each row natively by the keys instead, with
//! the same result. TopK orders rows by the interpreter's total-order key (`topk_key`) with a
//! stable sort, so ties keep index order as there.

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
        let mut keys: Vec<i128> = Vec::with_capacity(len);
        let mut row: Vec<usize> = Vec::with_capacity(len);
        for r in 0..rows {
            keys.clear();
            for j in 0..len {
                keys.push(topk_key(self.operand.ty, x.bits(r * len + j)).unwrap_or(0));
            }
            row.clear();
            row.extend(0..len);
            // Stable: equal keys keep index order.
            if self.largest {
                row.sort_by_key(|&j| std::cmp::Reverse(keys[j]));
            } else {
                row.sort_by_key(|&j| keys[j]);
            }
            for (slot, &j) in row[..k].iter().enumerate() {
                values[(r * k + slot) * size..][..size].copy_from_slice(x.element(r * len + j));
                indices[r * k + slot] = j as i32;
            }
        }
        Ok(())
    }
}
