//! Where XLA:CPU computes `a * b ± c` as one fused multiply-add.
//!
//! XLA:CPU compiles elementwise code with LLVM allowed to contract a multiply whose only use
//! is an f32/f64 add or subtract into an FMA (rounded once), and the corpus results show it.
//! The interpreter and the CPU kernels both follow this one rule, so they match XLA and each
//! other: the first operand is contracted if it is a single-use multiply, else the second.

use crate::attrs::InstrId;
use crate::instruction::Computation;
use crate::opcode::Opcode;
use crate::types::PrimitiveType;

/// `product * 1 ± addend` as an FMA: `fma(±a, b, ±c)` with `a`, `b` the product's operands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FmaContraction {
    /// The multiply, which is not evaluated on its own.
    pub product: InstrId,
    pub addend: InstrId,
    pub negate_product: bool,
    pub negate_addend: bool,
}

/// The contraction of instruction `id` of `comp`, if XLA:CPU would make one. `single_use(x)`
/// says whether `x`'s value has exactly one use where the caller evaluates it.
pub fn fma_contraction(
    comp: &Computation,
    id: InstrId,
    single_use: impl Fn(InstrId) -> bool,
) -> Option<FmaContraction> {
    let instr = comp.instructions.get(id.index())?;
    let subtract = match instr.opcode {
        Opcode::Add => false,
        Opcode::Subtract => true,
        _ => return None,
    };
    if !matches!(
        instr.shape.element_type(),
        PrimitiveType::F32 | PrimitiveType::F64
    ) {
        return None;
    }
    let [x, y] = instr.operands.as_slice() else {
        return None;
    };
    let contractible = |m: InstrId| {
        comp.instructions.get(m.index()).is_some_and(|p| {
            p.opcode == Opcode::Multiply && p.operands.len() == 2 && m != comp.root && single_use(m)
        })
    };
    let (product, addend, product_first) = if contractible(*x) {
        (*x, *y, true)
    } else if contractible(*y) {
        (*y, *x, false)
    } else {
        return None;
    };
    Some(FmaContraction {
        product,
        addend,
        negate_product: subtract && !product_first,
        negate_addend: subtract && product_first,
    })
}
