//! A slice read in place. A `dynamic-slice` or unit-stride `slice` (alone, or as a loop fusion
//! that only reshapes it) whose window is one contiguous run of a buffer the program never
//! writes is not copied: its result becomes a pointer into the source, recomputed from the
//! start indices every time the program reaches it. The scan pattern `w =
//! dynamic-slice(stacked_w, i, 0, 0)`, and its unrolled form `w = slice(stacked_w)` of one
//! layer, then feed a layer's weights to its GEMM straight from the stacked array.
//!
//! Reading in place is only right while nothing writes the source or the result, so the plan
//! asks the buffer assignment:
//! - the source is a parameter or a constant, and no instruction that writes memory (anything
//!   but the aliasing ops: get-tuple-element, tuple, bitcast, reshape, copy) holds it or
//!   another buffer on the same memory (in a while body, whose outputs are its state
//!   parameter's leaves, the state's output leaf);
//! - the result is an arena buffer that no other writing instruction holds and that is not
//!   one of the program's root leaves (those are copied out after the thunks, when the source
//!   may already have been overwritten).
//!
//! Start indices are clamped as XLA's semantics say, so the window always lies in the source.

use super::memory::SendPtr;
use super::update_slice::{is_index_type, read_index, start, Start};
use kiln_hlo::{CompId, Computation, InstrId, Module, Opcode, Shape};
use kiln_opt::buffer_assignment::{BufferAssignment, BufferId, BufferKind, RootOutputs};

/// A start index: a constant, or a scalar integer buffer read when the view is resolved.
pub(crate) type ViewStart = Start<BufferId>;

/// How to point a dynamic slice's result into its source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SliceView {
    pub(crate) source: BufferId,
    pub(crate) result: BufferId,
    pub(crate) starts: Vec<ViewStart>,
    /// The source's dimensions and the window's (row-major, same rank).
    pub(crate) dims: Vec<i64>,
    pub(crate) sizes: Vec<i64>,
    pub(crate) element_bytes: usize,
}

impl SliceView {
    /// The view for instruction `id` of computation `comp`, if it is a dynamic slice (or a
    /// fusion of one) that may be read in place under `assignment`; `outputs` says how the
    /// program's caller passes its output buffers.
    pub fn plan(
        module: &Module,
        comp: CompId,
        id: InstrId,
        assignment: &BufferAssignment,
        outputs: RootOutputs,
    ) -> Option<SliceView> {
        let computation = module.comp(comp);
        let instr = computation.instr(id);
        let (source_instr, starts, slice) = match instr.opcode {
            Opcode::DynamicSlice => {
                let starts = instr.operands[1..]
                    .iter()
                    .map(|&s| outer_start(computation, s, assignment))
                    .collect::<Option<Vec<_>>>()?;
                (*instr.operands.first()?, starts, instr)
            }
            Opcode::Slice => (*instr.operands.first()?, static_starts(instr)?, instr),
            Opcode::Fusion => fused_slice(module, computation, instr, assignment)?,
            _ => return None,
        };
        let source_shape = &computation.instr(source_instr).shape;
        let (Shape::Array(src), Shape::Array(out)) = (source_shape, &slice.shape) else {
            return None;
        };
        let result_bytes = bytes(&instr.shape.as_array()?.dims, src.ty.byte_size());
        let row_major = |s: &Shape| match s {
            Shape::Array(a) => a.layout.as_ref().is_none_or(|l| l.is_row_major()),
            _ => false,
        };
        let contiguous = contiguous_window(&src.dims, &out.dims);
        if !row_major(source_shape)
            || !row_major(&slice.shape)
            || !row_major(&instr.shape)
            || !contiguous
            || src.ty != out.ty
            || starts.len() != src.dims.len()
            || src.dynamic.iter().chain(&out.dynamic).any(|d| *d)
        {
            return None;
        }
        let [source] = assignment.leaves[source_instr.index()][..] else {
            return None;
        };
        let [result] = assignment.leaves[id.index()][..] else {
            return None;
        };
        let view = SliceView {
            source,
            result,
            starts,
            dims: src.dims.clone(),
            sizes: out.dims.clone(),
            element_bytes: src.ty.byte_size(),
        };
        let sizes_agree = view.source_bytes() == Some(assignment.buffer(source).bytes)
            && view.window_bytes() == Some(assignment.buffer(result).bytes)
            && view.window_bytes() == result_bytes;
        let safe = safe_in_place(computation, id, source, result, assignment, outputs);
        (sizes_agree && safe).then_some(view)
    }

    /// The view made of its stored parts (a cache entry's), checked against the sizes of
    /// the source and result buffers; `None` when they are inconsistent, so a resolved view
    /// never points outside its source.
    pub(crate) fn from_parts(
        view: SliceView,
        source_bytes: usize,
        result_bytes: usize,
    ) -> Option<SliceView> {
        let rank = view.dims.len();
        let fits = view.sizes.len() == rank
            && view.starts.len() == rank
            && view.dims.iter().all(|&d| d >= 0)
            && view
                .dims
                .iter()
                .zip(&view.sizes)
                .all(|(&d, &s)| (0..=d).contains(&s))
            && [1, 2, 4, 8, 16].contains(&view.element_bytes)
            && contiguous_window(&view.dims, &view.sizes)
            && view.starts.iter().all(Start::is_index);
        let agree = fits
            && view.source_bytes() == Some(source_bytes)
            && view.window_bytes() == Some(result_bytes);
        agree.then_some(view)
    }

    fn source_bytes(&self) -> Option<usize> {
        bytes(&self.dims, self.element_bytes)
    }

    fn window_bytes(&self) -> Option<usize> {
        bytes(&self.sizes, self.element_bytes)
    }

    /// Points the result's entry of `buffers` at the window the start indices select.
    pub fn resolve(&self, buffers: &mut [SendPtr]) {
        let mut offset = 0i64;
        let mut stride = 1i64;
        for d in (0..self.dims.len()).rev() {
            let value = match &self.starts[d] {
                ViewStart::Constant(v) => *v,
                // SAFETY: a scalar buffer of integer type `ty` (checked when planned/decoded).
                ViewStart::Scalar { at: id, ty } => unsafe {
                    read_index(buffers[id.0 as usize].0, *ty)
                },
            };
            offset += value.clamp(0, self.dims[d] - self.sizes[d]) * stride;
            stride *= self.dims[d];
        }
        let source = buffers[self.source.0 as usize].0;
        // The window [offset, offset + window) lies inside the source: every start is clamped.
        let window = source.wrapping_add(offset as usize * self.element_bytes);
        buffers[self.result.0 as usize] = SendPtr(window);
    }
}

/// Bytes of a row-major array of `dims` (`None` on overflow or a negative dimension).
fn bytes(dims: &[i64], element_bytes: usize) -> Option<usize> {
    dims.iter().try_fold(element_bytes, |acc, &d| {
        acc.checked_mul(usize::try_from(d).ok()?)
    })
}

/// Whether a window of `sizes` out of `dims` (row-major) is one contiguous run: ones, then
/// any size, then whole dimensions.
fn contiguous_window(dims: &[i64], sizes: &[i64]) -> bool {
    if dims.len() != sizes.len() {
        return false;
    }
    let first_partial = sizes.iter().position(|&s| s != 1).unwrap_or(sizes.len());
    dims.iter()
        .zip(sizes)
        .skip(first_partial + 1)
        .all(|(d, s)| d == s)
}

/// The starts of a `slice` with unit strides (its sizes are its shape's).
fn static_starts(slice: &kiln_hlo::Instruction) -> Option<Vec<ViewStart>> {
    slice
        .attrs
        .slice
        .as_ref()?
        .iter()
        .map(|d| (d.stride == 1).then_some(ViewStart::Constant(d.start)))
        .collect()
}

/// A start index of a standalone dynamic slice: a constant or a scalar buffer.
fn outer_start(
    computation: &Computation,
    id: InstrId,
    assignment: &BufferAssignment,
) -> Option<ViewStart> {
    let instr = computation.instr(id);
    let ty = instr.shape.as_array()?.ty;
    if !instr.shape.dims().is_empty() || !is_index_type(ty) {
        return None;
    }
    if instr.opcode == Opcode::Constant {
        let param_number = |_: InstrId| None;
        if let Some(Start::Constant(v)) = start(computation, id, &param_number) {
            return Some(ViewStart::Constant(v));
        }
    }
    let [buffer] = assignment.leaves[id.index()][..] else {
        return None;
    };
    Some(ViewStart::Scalar { at: buffer, ty })
}

/// A loop fusion rooted at a (reshaped) slice or dynamic slice of one of its parameters, with
/// starts that are parameters or constants: the fusion's operand it slices, its starts in the
/// caller's buffers, and the slice instruction.
fn fused_slice<'m>(
    module: &'m Module,
    caller: &Computation,
    instr: &kiln_hlo::Instruction,
    assignment: &BufferAssignment,
) -> Option<(InstrId, Vec<ViewStart>, &'m kiln_hlo::Instruction)> {
    if instr.attrs.fusion_kind != Some(kiln_hlo::FusionKind::Loop) {
        return None;
    }
    let fused = module.comp(*instr.attrs.calls.as_ref()?.first()?);
    let mut root = fused.root_instr();
    while matches!(root.opcode, Opcode::Reshape | Opcode::Bitcast) {
        root = fused.instr(root.operands[0]);
    }
    let sliced = matches!(root.opcode, Opcode::DynamicSlice | Opcode::Slice);
    if !sliced || instr.operands.len() != fused.parameters.len() {
        return None;
    }
    let param_number = |id: InstrId| {
        let p = fused.instr(id);
        (p.opcode == Opcode::Parameter)
            .then_some(p.attrs.parameter_number? as usize)
            .filter(|n| *n < fused.parameters.len())
    };
    let source = instr.operands[param_number(*root.operands.first()?)?];
    if root.opcode == Opcode::Slice {
        return Some((source, static_starts(root)?, root));
    }
    let starts = root.operands[1..]
        .iter()
        .map(|&s| match start(fused, s, &param_number)? {
            Start::Constant(v) => Some(ViewStart::Constant(v)),
            Start::Scalar { at: index, .. } => {
                outer_start(caller, instr.operands[index], assignment)
            }
        })
        .collect::<Option<Vec<_>>>()?;
    Some((source, starts, root))
}

/// Whether nothing but the view itself writes the source's memory or the result buffer while
/// the program runs, and the result is not copied out after the thunks.
fn safe_in_place(
    computation: &Computation,
    view: InstrId,
    source: BufferId,
    result: BufferId,
    assignment: &BufferAssignment,
    outputs: RootOutputs,
) -> bool {
    let source_kind = &assignment.buffer(source).kind;
    let same_memory = |b: BufferId| {
        let kind = &assignment.buffer(b).kind;
        let state_output = matches!(
            (source_kind, kind),
            (BufferKind::Parameter { number: 0, leaf }, BufferKind::Output { leaf: out })
                if leaf == out
        );
        b == source || kind == source_kind || (state_output && outputs == RootOutputs::InPlace)
    };
    let source_is_read_only = matches!(
        source_kind,
        BufferKind::Parameter { .. } | BufferKind::Constant(_)
    );
    if !source_is_read_only || !matches!(assignment.buffer(result).kind, BufferKind::Arena { .. }) {
        return false;
    }
    if assignment.leaves[computation.root.index()].contains(&result) {
        return false;
    }
    for (index, instr) in computation.instructions.iter().enumerate() {
        let aliases = matches!(
            instr.opcode,
            Opcode::Parameter
                | Opcode::Constant
                | Opcode::GetTupleElement
                | Opcode::Tuple
                | Opcode::Bitcast
                | Opcode::Reshape
                | Opcode::Copy
        );
        if aliases {
            continue;
        }
        let leaves = &assignment.leaves[index];
        if leaves.iter().any(|&b| same_memory(b)) {
            return false;
        }
        if index != view.index() && leaves.contains(&result) {
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contiguous_windows() {
        assert!(contiguous_window(&[12, 256, 1024], &[1, 256, 1024]));
        assert!(contiguous_window(&[12, 256], &[1, 256]));
        assert!(contiguous_window(&[12, 256], &[1, 7]));
        assert!(contiguous_window(&[12, 256], &[5, 256]));
        assert!(contiguous_window(&[12, 256], &[1, 1]));
        assert!(!contiguous_window(&[12, 256], &[2, 7]));
        assert!(!contiguous_window(&[4, 12, 256], &[1, 2, 255]));
        assert!(!contiguous_window(&[12, 256], &[1]));
    }

    #[test]
    fn resolving_clamps_the_starts() {
        let mut data = vec![0f32; 12 * 4];
        let mut index = [0i32; 1];
        let base = data.as_mut_ptr() as *mut u8;
        let view = SliceView {
            source: BufferId(0),
            result: BufferId(1),
            starts: vec![
                ViewStart::Scalar {
                    at: BufferId(2),
                    ty: kiln_hlo::PrimitiveType::S32,
                },
                ViewStart::Constant(3),
            ],
            dims: vec![12, 4],
            sizes: vec![1, 4],
            element_bytes: 4,
        };
        for (i, row) in [(0, 0), (5, 5), (11, 11), (12, 11), (-3, 0), (i32::MAX, 11)] {
            index[0] = i;
            let mut buffers = [
                SendPtr(base),
                SendPtr(std::ptr::null_mut()),
                SendPtr(index.as_mut_ptr() as *mut u8),
            ];
            view.resolve(&mut buffers);
            assert_eq!(buffers[1].0, base.wrapping_add(row * 16), "start {i}");
        }
    }

    #[test]
    fn stored_parts_are_checked() {
        let view = SliceView {
            source: BufferId(0),
            result: BufferId(1),
            starts: vec![ViewStart::Constant(0), ViewStart::Constant(0)],
            dims: vec![12, 4],
            sizes: vec![1, 4],
            element_bytes: 4,
        };
        assert!(SliceView::from_parts(view.clone(), 192, 16).is_some());
        assert!(SliceView::from_parts(view.clone(), 191, 16).is_none());
        assert!(SliceView::from_parts(view.clone(), 192, 32).is_none());
        let wider = SliceView {
            sizes: vec![1, 5],
            ..view.clone()
        };
        assert!(SliceView::from_parts(wider, 192, 20).is_none());
        let gapped = SliceView {
            sizes: vec![2, 3],
            ..view
        };
        assert!(SliceView::from_parts(gapped, 192, 24).is_none());
    }
}
