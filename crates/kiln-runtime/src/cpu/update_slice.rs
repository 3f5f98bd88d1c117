//! A loop fusion rooted at `dynamic-update-slice` run in place: when the buffer assignment gave
//! the result the updated operand's buffer (a loop-carried accumulator, a dead operand), only
//! the window is written, straight from the update's buffer; otherwise the fusion's kernel runs
//! (it copies every element outside the window).
//!
//! The fast path covers fusions whose update is a parameter (possibly reshaped) and whose start
//! indices are parameters or constants: the scan pattern `ys = dynamic-update-slice(ys, y, i,
//! 0, ...)`. Start indices are clamped as XLA's semantics say, so the window always fits.

use super::library::buffer::index_value;
use super::memory::SendPtr;
use kiln_hlo::{CompId, ConstantValue, Instruction, Literal, Module, Opcode, PrimitiveType};

/// Where a start index comes from: a constant, or a scalar integer of type `ty` read when the
/// plan runs from `at` (a kernel argument index here; a buffer for a slice view).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Start<At = usize> {
    Constant(i64),
    Scalar { at: At, ty: PrimitiveType },
}

impl<At> Start<At> {
    /// Whether a scalar start has an index type (what a stored plan must check).
    pub(crate) fn is_index(&self) -> bool {
        match self {
            Start::Constant(_) => true,
            Start::Scalar { ty, .. } => is_index_type(*ty),
        }
    }
}

/// How to write a fusion's update window in place.
#[derive(Clone, Debug)]
pub struct InPlaceUpdate {
    /// Kernel argument indices: the updated operand, the update, the result.
    pub(crate) operand: usize,
    pub(crate) update: usize,
    pub(crate) output: usize,
    pub(crate) starts: Vec<Start>,
    pub(crate) dims: Vec<i64>,
    pub(crate) update_dims: Vec<i64>,
    pub(crate) element_bytes: usize,
    /// Row-major element strides of the result.
    strides: Vec<i64>,
    /// Dimensions from this one on are copied as one contiguous run.
    run_split: usize,
}

/// Ranks up to this take the fast path (start indices live on the stack).
const MAX_RANK: usize = 8;

impl InPlaceUpdate {
    /// The plan for fusion `instr` calling `fused`, if it has the covered form; `arguments` is
    /// the kernel's argument count (the operands' leaves, then the result's).
    pub fn plan(
        module: &Module,
        fused: CompId,
        instr: &Instruction,
        arguments: usize,
    ) -> Option<InPlaceUpdate> {
        let comp = module.comp(fused);
        let root = comp.root_instr();
        if root.opcode != Opcode::DynamicUpdateSlice || !instr.shape.is_array() {
            return None;
        }
        // One argument per operand: parameter `n` is argument `n`.
        let caller_args_are_arrays =
            instr.operands.len() == comp.parameters.len() && arguments == instr.operands.len() + 1;
        let param_number = |id: kiln_hlo::InstrId| {
            let p = comp.instr(id);
            (p.opcode == Opcode::Parameter)
                .then_some(p.attrs.parameter_number? as usize)
                .filter(|n| *n < comp.parameters.len())
        };
        let operand = param_number(*root.operands.first()?)?;
        let mut update_id = *root.operands.get(1)?;
        while matches!(
            comp.instr(update_id).opcode,
            Opcode::Reshape | Opcode::Bitcast
        ) {
            update_id = comp.instr(update_id).operands[0];
        }
        let update = param_number(update_id)?;
        let out = instr.shape.as_array()?;
        let update_shape = comp.instr(root.operands[1]).shape.as_array()?;
        let update_source = comp.instr(update_id).shape.as_array()?;
        if !caller_args_are_arrays
            || update == operand
            || update_source.ty != out.ty
            || update_source.element_count() != update_shape.element_count()
            || out.dynamic.iter().any(|d| *d)
        {
            return None;
        }
        let starts = root.operands[2..]
            .iter()
            .map(|&s| start(comp, s, &param_number))
            .collect::<Option<Vec<_>>>()?;
        let rank = out.dims.len();
        if starts.len() != rank || update_shape.dims.len() != rank || rank > MAX_RANK {
            return None;
        }
        let mut strides = vec![1i64; rank];
        for d in (0..rank.saturating_sub(1)).rev() {
            strides[d] = strides[d + 1] * out.dims[d + 1];
        }
        let mut run_split = rank.saturating_sub(1);
        while run_split > 0 && update_shape.dims[run_split] == out.dims[run_split] {
            run_split -= 1;
        }
        Some(InPlaceUpdate {
            strides,
            run_split,
            operand,
            update,
            output: comp.parameters.len(),
            starts,
            dims: out.dims.clone(),
            update_dims: update_shape.dims.clone(),
            element_bytes: out.ty.byte_size(),
        })
    }

    /// The plan made of its stored parts (a cache entry's), with the strides and the
    /// contiguous run recomputed from the dimensions; `None` when the parts are inconsistent
    /// (ranks, a window larger than the result, a start that is not an index).
    pub(crate) fn from_parts(
        operand: usize,
        update: usize,
        output: usize,
        starts: Vec<Start>,
        dims: Vec<i64>,
        update_dims: Vec<i64>,
        element_bytes: usize,
    ) -> Option<InPlaceUpdate> {
        let rank = dims.len();
        let fits = rank <= MAX_RANK
            && update_dims.len() == rank
            && starts.len() == rank
            && dims
                .iter()
                .zip(&update_dims)
                .all(|(&d, &u)| (0..=d).contains(&u))
            && [1, 2, 4, 8, 16].contains(&element_bytes)
            && starts.iter().all(Start::is_index);
        if !fits {
            return None;
        }
        let mut strides = vec![1i64; rank];
        for d in (0..rank.saturating_sub(1)).rev() {
            strides[d] = strides[d + 1].checked_mul(dims[d + 1])?;
        }
        let mut run_split = rank.saturating_sub(1);
        while run_split > 0 && update_dims[run_split] == dims[run_split] {
            run_split -= 1;
        }
        Some(InPlaceUpdate {
            operand,
            update,
            output,
            starts,
            dims,
            update_dims,
            element_bytes,
            strides,
            run_split,
        })
    }

    /// Writes the window if the result is in the operand's buffer; `false` if it is not (the
    /// caller then runs the kernel). `arg` gives kernel argument `i`'s pointer.
    pub fn try_run(&self, arg: impl Fn(usize) -> Option<SendPtr>) -> bool {
        let (Some(operand), Some(update), Some(output)) =
            (arg(self.operand), arg(self.update), arg(self.output))
        else {
            return false;
        };
        if operand.0 != output.0 {
            return false;
        }
        if self.update_dims.contains(&0) {
            return true;
        }
        let mut starts = [0i64; MAX_RANK];
        for (d, s) in self.starts.iter().enumerate() {
            let value = match s {
                Start::Constant(v) => *v,
                Start::Scalar { at, ty } => match arg(*at) {
                    // SAFETY: a scalar kernel argument of integer type `ty`.
                    Some(p) => unsafe { read_index(p.0, *ty) },
                    None => return false,
                },
            };
            starts[d] = value.clamp(0, self.dims[d] - self.update_dims[d]);
        }
        // SAFETY: the window lies inside the result (clamped starts), the update holds
        // `update_dims` elements, and the update is a buffer distinct from the result.
        unsafe { self.copy_window(update.0, output.0, &starts[..self.dims.len()]) };
        true
    }

    /// Copies the update into the window at `starts`, one contiguous run at a time: the
    /// trailing dimensions the window spans entirely join the run.
    unsafe fn copy_window(&self, src: *const u8, dst: *mut u8, starts: &[i64]) {
        let split = self.run_split;
        let run_bytes =
            self.update_dims[split..].iter().product::<i64>() as usize * self.element_bytes;
        let outer = &self.update_dims[..split];
        let rows: i64 = outer.iter().product();
        let base: i64 = (0..self.dims.len())
            .map(|d| starts[d] * self.strides[d])
            .sum();
        for row in 0..rows {
            // Row `row`'s coordinates in the window's outer dimensions, innermost fastest.
            let (mut rest, mut offset) = (row, base);
            for d in (0..split).rev() {
                offset += (rest % outer[d]) * self.strides[d];
                rest /= outer[d];
            }
            std::ptr::copy_nonoverlapping(
                src.add(row as usize * run_bytes),
                dst.add(offset as usize * self.element_bytes),
                run_bytes,
            );
        }
    }
}

pub(crate) fn start(
    comp: &kiln_hlo::Computation,
    id: kiln_hlo::InstrId,
    param_number: &dyn Fn(kiln_hlo::InstrId) -> Option<usize>,
) -> Option<Start> {
    let instr = comp.instr(id);
    let ty = instr.shape.as_array()?.ty;
    if !instr.shape.dims().is_empty() || !is_index_type(ty) {
        return None;
    }
    if let Some(index) = param_number(id) {
        return Some(Start::Scalar { at: index, ty });
    }
    match &instr.attrs.constant {
        Some(ConstantValue::Literal(Literal::Array(a))) if instr.opcode == Opcode::Constant => {
            kiln_eval::util::index_value(a, 0).ok().map(Start::Constant)
        }
        _ => None,
    }
}

pub(crate) fn is_index_type(ty: PrimitiveType) -> bool {
    use PrimitiveType::*;
    matches!(ty, S8 | S16 | S32 | S64 | U8 | U16 | U32 | U64)
}

/// Reads a scalar index of integer type `ty`, as the interpreter reads indices.
pub(crate) unsafe fn read_index(ptr: *const u8, ty: PrimitiveType) -> i64 {
    let mut bits = [0u8; 8];
    std::ptr::copy_nonoverlapping(ptr, bits.as_mut_ptr(), ty.byte_size());
    index_value(ty, u64::from_le_bytes(bits))
}
