//! Per-instruction facts the fusion decisions rest on: which ops a loop fusion can compute
//! element by element from index arithmetic, which ops are too expensive to recompute in a
//! second fusion (XLA:CPU's `IsExpensive`), and which operands an op reads more than once per
//! element it produces (XLA's `ReusesOperandElements`).

use kiln_hlo::{Computation, ConstantValue, Instruction, Opcode, PrimitiveType, Shape};

/// Constants up to this many elements are copied into the fusions that read them (they become
/// immediates or a tiny table in the kernel); larger ones stay buffers.
pub const SMALL_CONSTANT_ELEMENTS: i64 = 16;

/// An array shape with static dimensions: the only kind of value fusions compute. Bounded
/// dynamic shapes would need runtime sizes in the kernel, so they are left unfused.
pub fn static_array(shape: &Shape) -> bool {
    match shape {
        Shape::Array(a) => a.ty.is_array_type() && !a.dynamic.iter().any(|d| *d),
        _ => false,
    }
}

/// Number of elements of an array shape (0 for tuples and tokens).
pub fn element_count(shape: &Shape) -> i64 {
    shape.as_array().map_or(0, |a| a.element_count())
}

/// Dimensions larger than 1 (XLA's "true rank").
pub fn true_rank(shape: &Shape) -> usize {
    shape.dims().iter().filter(|d| **d > 1).count()
}

/// Elementwise ops a fused loop evaluates per output index. `map` calls a computation per
/// element, which the kernel IR does not inline, so it stays a standalone instruction.
pub fn is_elementwise_op(comp: &Computation, instr: &Instruction) -> bool {
    match instr.opcode {
        Opcode::Map => false,
        // A width-changing bitcast-convert adds or drops a dimension: not elementwise.
        Opcode::BitcastConvert => {
            let from = instr
                .operands
                .first()
                .map(|o| comp.instr(*o).shape.element_type());
            from.is_some_and(|t| t.bit_width() == instr.shape.element_type().bit_width())
        }
        op => op.is_elementwise(),
    }
}

/// Whether `instr` can be a member of a loop fusion: an elementwise op, an op computable by
/// index arithmetic on its operands, or a small constant. Parameters, control flow, calls,
/// side effects, tuples, library ops (dot, convolution, fft, linear algebra), sort, scatter
/// and reduce-window never are.
pub fn is_loop_fusible(comp: &Computation, instr: &Instruction) -> bool {
    use Opcode::*;
    if !static_array(&instr.shape) || !operands_are_static_arrays(comp, instr) {
        return false;
    }
    match instr.opcode {
        Constant => small_constant(instr),
        Broadcast | Reshape | Bitcast | Transpose | Slice | Pad | Concatenate | Iota | Reverse
        | DynamicSlice | Gather => true,
        _ => is_elementwise_op(comp, instr),
    }
}

/// `dynamic-update-slice` writes a window into its first operand; a fusion computes it in
/// place, so it may be a fusion's root but is never fused into a consumer.
pub fn is_loop_root_only(comp: &Computation, instr: &Instruction) -> bool {
    instr.opcode == Opcode::DynamicUpdateSlice
        && static_array(&instr.shape)
        && operands_are_static_arrays(comp, instr)
}

pub fn operands_are_static_arrays(comp: &Computation, instr: &Instruction) -> bool {
    instr
        .operands
        .iter()
        .all(|o| static_array(&comp.instr(*o).shape))
}

fn small_constant(instr: &Instruction) -> bool {
    matches!(instr.attrs.constant, Some(ConstantValue::Literal(_)))
        && element_count(&instr.shape) <= SMALL_CONSTANT_ELEMENTS
}

/// XLA:CPU's cost model: an op is expensive when recomputing it in every fusion that reads
/// it costs more than reading a materialized buffer. Expensive producers are never
/// duplicated and never fused into a consumer that reads each element several times.
pub fn is_expensive(comp: &Computation, instr: &Instruction) -> bool {
    use Opcode::*;
    let ty = instr.shape.element_type();
    match instr.opcode {
        Add | And | Bitcast | BitcastConvert | Broadcast | Ceil | Clamp | Clz | Compare
        | Complex | Concatenate | Constant | Copy | DynamicSlice | DynamicUpdateSlice | Floor
        | GetTupleElement | Imag | Iota | IsFinite | Maximum | Minimum | Multiply | Negate
        | Not | Or | Pad | Popcnt | Real | ReducePrecision | Reshape | Reverse
        | RoundNearestAfz | RoundNearestEven | Select | ShiftLeft | ShiftRightArithmetic
        | ShiftRightLogical | Slice | StochasticConvert | Subtract | Transpose | Tuple | Xor => {
            false
        }
        Abs | Sign | Cosine | Sine | Tan => ty.is_complex(),
        // f32 -> bf16 rounds with NaN checks; the other conversions are a shift or one
        // instruction.
        Convert => {
            let from = instr
                .operands
                .first()
                .map(|o| comp.instr(*o).shape.element_type());
            ty == PrimitiveType::BF16 && from == Some(PrimitiveType::F32)
        }
        // Integer division by a constant compiles to multiplies and shifts. (XLA's check
        // looks at the dividend; the divisor is what makes it cheap, so that is checked here.)
        Divide | Remainder => !(ty.is_integral() && divisor_is_constant(comp, instr)),
        _ => true,
    }
}

fn divisor_is_constant(comp: &Computation, instr: &Instruction) -> bool {
    let Some(&divisor) = instr.operands.get(1) else {
        return false;
    };
    let d = comp.instr(divisor);
    let scalar_constant =
        |i: &Instruction| i.opcode == Opcode::Constant && element_count(&i.shape) == 1;
    scalar_constant(d)
        || (d.opcode == Opcode::Broadcast
            && d.operands
                .first()
                .is_some_and(|o| scalar_constant(comp.instr(*o))))
}

/// Whether `instr` reads elements of operand `k` more than once per pass over its output,
/// so that a producer fused there is recomputed several times.
pub fn reuses_operand(comp: &Computation, instr: &Instruction, k: usize) -> bool {
    match instr.opcode {
        Opcode::Dot | Opcode::Convolution | Opcode::Gather => true,
        // Inputs are read once; the init values are read once per output element.
        Opcode::Reduce => k >= instr.operands.len() / 2,
        _ => instr
            .operands
            .get(k)
            .is_some_and(|o| element_count(&instr.shape) > element_count(&comp.instr(*o).shape)),
    }
}

/// XLA's "effectively at most unary": at most one operand is large (as large a true rank as
/// the output and not a broadcast, iota or scalar constant). Duplicating such an op into
/// several fusions reads no more data than reading its materialized result.
pub fn effectively_unary(comp: &Computation, instr: &Instruction) -> bool {
    let out_rank = true_rank(&instr.shape);
    let large = instr.operands.iter().filter(|o| {
        let op = comp.instr(**o);
        let negligible = matches!(op.opcode, Opcode::Broadcast | Opcode::Iota)
            || (op.opcode == Opcode::Constant && element_count(&op.shape) <= 1);
        !negligible && true_rank(&op.shape) >= out_rank
    });
    large.count() <= 1
}

/// Whether reading `instr`'s operands costs more memory traffic than reading its result.
pub fn reads_more_than_it_writes(comp: &Computation, instr: &Instruction) -> bool {
    let mut seen = Vec::new();
    let mut read = 0;
    for o in &instr.operands {
        if !seen.contains(o) {
            seen.push(*o);
            read += element_count(&comp.instr(*o).shape);
        }
    }
    read > element_count(&instr.shape)
}

/// A reshape that only inserts or removes dimensions of size 1: the element order, and so
/// the mapping from output elements to input elements, is unchanged.
pub fn is_unit_dim_reshape(comp: &Computation, instr: &Instruction) -> bool {
    if !matches!(instr.opcode, Opcode::Reshape | Opcode::Bitcast) {
        return false;
    }
    let Some(&operand) = instr.operands.first() else {
        return false;
    };
    let non_unit = |s: &Shape| {
        s.dims()
            .iter()
            .copied()
            .filter(|d| *d != 1)
            .collect::<Vec<_>>()
    };
    non_unit(&instr.shape) == non_unit(&comp.instr(operand).shape)
}

/// A reshape that maps each element to the one at the same position in memory order, so
/// an epilogue can apply it to values one by one as they are produced.
pub fn preserves_element_order(comp: &Computation, instr: &Instruction) -> bool {
    is_unit_dim_reshape(comp, instr) || is_pure_rename(comp, instr)
}

/// A standalone reshape between row-major layouts (or a bitcast) only renames a buffer: the
/// backend aliases it, so it is not worth a kernel of its own.
pub fn is_pure_rename(comp: &Computation, instr: &Instruction) -> bool {
    let row_major = |s: &Shape| {
        s.as_array()
            .is_some_and(|a| a.layout.as_ref().is_none_or(|l| l.is_row_major()))
    };
    match instr.opcode {
        Opcode::Bitcast => true,
        Opcode::Reshape => {
            row_major(&instr.shape)
                && instr
                    .operands
                    .first()
                    .is_some_and(|o| row_major(&comp.instr(*o).shape))
        }
        _ => false,
    }
}
