//! Dot canonicalization (`dot-canonicalize`): every dot becomes a form the GEMM library call
//! takes, in general `[batch..., M, K] x [batch..., K, N] -> [batch..., M, N]`.
//!
//! Each operand is transposed so that its batch dimensions come first (in the order the dot
//! pairs them), then its free dimensions, then its contracting dimensions (lhs) or the
//! contracting dimensions before the free ones (rhs), and reshaped so that the free and the
//! contracting dimensions are one dimension each (a side without free dimensions gets
//! M or N = 1). The canonical dot's result is reshaped back to the original shape.
//!
//! Why it is exact: a dot's result orders batch dimensions as the batch list does, then the
//! free dimensions of lhs and of rhs each in increasing order, which is exactly the
//! row-major order of `[batch..., M, N]`; and the flattened K runs over the contracting
//! dimensions in list order, the order in which the products are summed. So the canonical
//! dot adds the same products in the same order. Operand precision, the algorithm and the
//! other attributes are kept. Dots already canonical, and sparse dots, are left alone.
//!
//! So are dots in the strided GEMM form (`is_strided_gemm`): rank-2 matrices behind leading
//! batch dimensions with one contracting dimension each, such as `[K, M] x [N, K]`. The
//! GEMM library call reads such operands through their strides, so transposing them first
//! would only add a copy (a 1024×1024 weight transposed on every training step). The same
//! holds for f32 and f64 dots with their batch dimensions anywhere (`is_gemm_readable`).

use crate::pass::Pass;
use crate::rewrite::{rewrite_module, Rewriter};
use kiln_hlo::{
    ArrayShape, DotDims, Error, InstrId, Instruction, Module, Opcode, PrimitiveType, Shape,
};

pub struct DotCanonicalize;

impl Pass for DotCanonicalize {
    fn name(&self) -> &'static str {
        "dot-canonicalize"
    }

    fn run(&self, module: &Module) -> Result<(Module, usize), Error> {
        self.run_owned(module.clone())
    }

    fn run_owned(&self, module: Module) -> Result<(Module, usize), Error> {
        let patch = rewrite_module(&module, |_, _, rw, old| visit(rw, old))?;
        patch.apply(module)
    }
}

/// Whether a dot with these dimension numbers and operand ranks is already
/// `[batch..., M, K] x [batch..., K, N]`.
pub fn is_canonical(dims: &DotDims, lhs_rank: usize, rhs_rank: usize) -> bool {
    let nb = dims.lhs_batch.len();
    let leading = |list: &[i64]| list.iter().enumerate().all(|(i, &d)| d == i as i64);
    lhs_rank == nb + 2
        && rhs_rank == nb + 2
        && dims.rhs_batch.len() == nb
        && leading(&dims.lhs_batch)
        && leading(&dims.rhs_batch)
        && dims.lhs_contracting == [nb as i64 + 1]
        && dims.rhs_contracting == [nb as i64]
}

/// Whether a dot is `[batch..., R, C] x [batch..., R', C']` with the batch dimensions
/// leading in order on both sides and one contracting dimension per side among the last
/// two: a GEMM with transposed operands, which the library call reads through strides.
/// Canonical dots are strided GEMMs too.
pub fn is_strided_gemm(dims: &DotDims, lhs_rank: usize, rhs_rank: usize) -> bool {
    let nb = dims.lhs_batch.len();
    let leading = |list: &[i64]| list.iter().enumerate().all(|(i, &d)| d == i as i64);
    let last_two = |list: &[i64]| matches!(list, [d] if *d == nb as i64 || *d == nb as i64 + 1);
    lhs_rank == nb + 2
        && rhs_rank == nb + 2
        && dims.rhs_batch.len() == nb
        && leading(&dims.lhs_batch)
        && leading(&dims.rhs_batch)
        && last_two(&dims.lhs_contracting)
        && last_two(&dims.rhs_contracting)
}

/// Whether the GEMM library call reads a dot's operands through strides as they are, so
/// that rearranging them first would only add copies: an f32 or f64 dot (operands of the
/// result's type) with one contracting dimension per side, whose free dimensions on each side
/// are consecutive (they flatten to one strided matrix dimension). Batch dimensions may be
/// anywhere: the call runs one GEMM per batch at offsets computed from the strides. This is
/// how attention reads its heads: `[b, s, h, d]` projections with batch dimensions `{0, 2}`,
/// rather than copies transposed to `[b, h, s, d]`. Strided GEMMs of these types are
/// GEMM-readable too.
pub fn is_gemm_readable(
    dims: &DotDims,
    result: PrimitiveType,
    lhs: &ArrayShape,
    rhs: &ArrayShape,
) -> bool {
    let side = |shape: &ArrayShape, batch: &[i64], contracting: &[i64]| {
        let Some(list) = dim_list(&[batch, contracting].concat(), shape.rank()) else {
            return false;
        };
        let (batch, contracting) = list.split_at(batch.len());
        let free = free_dims(shape.rank(), batch, contracting);
        contracting.len() == 1 && free.windows(2).all(|w| w[1] == w[0] + 1)
    };
    matches!(result, PrimitiveType::F32 | PrimitiveType::F64)
        && lhs.ty == result
        && rhs.ty == result
        && dims.lhs_batch.len() == dims.rhs_batch.len()
        && side(lhs, &dims.lhs_batch, &dims.lhs_contracting)
        && side(rhs, &dims.rhs_batch, &dims.rhs_contracting)
}

/// How one dot maps onto the canonical form.
struct Plan {
    /// Source dimensions of lhs in `[batch.., free.., contracting..]` order.
    lhs_perm: Vec<usize>,
    /// Source dimensions of rhs in `[batch.., contracting.., free..]` order.
    rhs_perm: Vec<usize>,
    batch: Vec<i64>,
    m: i64,
    k: i64,
    n: i64,
}

fn visit(rw: &mut Rewriter, old: InstrId) -> Result<(), Error> {
    let old_comp = rw.old;
    let instr = old_comp.instr(old);
    let plan = match instr.opcode {
        Opcode::Dot if instr.operands.len() == 2 => plan_for(rw, instr)?,
        _ => None,
    };
    let Some(plan) = plan else {
        rw.keep(old)?;
        return Ok(());
    };
    let lhs = rw.mapped(instr.operands[0])?;
    let rhs = rw.mapped(instr.operands[1])?;
    let (b, m, k, n) = (&plan.batch, plan.m, plan.k, plan.n);
    let lhs = arrange(
        rw,
        instr,
        lhs,
        &plan.lhs_perm,
        [b, &[m, k][..]].concat(),
        "lhs",
    );
    let rhs = arrange(
        rw,
        instr,
        rhs,
        &plan.rhs_perm,
        [b, &[k, n][..]].concat(),
        "rhs",
    );
    let nb = b.len() as i64;
    let mut dot = instr.clone();
    dot.operands = vec![lhs, rhs];
    dot.control_predecessors = rw.remap_all(&instr.control_predecessors)?;
    dot.attrs.dot_dims = Some(DotDims {
        lhs_batch: (0..nb).collect(),
        rhs_batch: (0..nb).collect(),
        lhs_contracting: vec![nb + 1],
        rhs_contracting: vec![nb],
    });
    let out_dims = [b, &[m, n][..]].concat();
    if out_dims == instr.shape.dims() {
        rw.replace_with_new(old, dot);
        return Ok(());
    }
    dot.name = format!("{}.gemm", instr.name);
    dot.shape = Shape::array(instr.shape.element_type(), out_dims);
    let dot = rw.add(dot);
    let mut back = Instruction::new(
        instr.name.clone(),
        Opcode::Reshape,
        instr.shape.clone(),
        vec![dot],
    );
    back.metadata = instr.metadata.clone();
    rw.replace_with_new(old, back);
    Ok(())
}

/// The plan for a dot that is not canonical yet; `None` for canonical dots and for dots
/// whose operands are not arrays.
fn plan_for(rw: &Rewriter, instr: &Instruction) -> Result<Option<Plan>, Error> {
    // No dimension numbers at all is an outer product.
    let no_dims = DotDims::default();
    let dims = instr.attrs.dot_dims.as_ref().unwrap_or(&no_dims);
    let (lhs, rhs) = (rw.operand(instr, 0)?, rw.operand(instr, 1)?);
    let (Some(lhs), Some(rhs)) = (lhs.shape.as_array(), rhs.shape.as_array()) else {
        return Ok(None);
    };
    if is_strided_gemm(dims, lhs.rank(), rhs.rank())
        || is_gemm_readable(dims, instr.shape.element_type(), lhs, rhs)
    {
        return Ok(None);
    }
    let err = |what: &str| Error::new(instr.span, format!("{} (dot): {what}", instr.name));
    let lb = dim_list(&dims.lhs_batch, lhs.rank()).ok_or_else(|| err("bad lhs_batch_dims"))?;
    let rb = dim_list(&dims.rhs_batch, rhs.rank()).ok_or_else(|| err("bad rhs_batch_dims"))?;
    let lc = dim_list(&dims.lhs_contracting, lhs.rank())
        .ok_or_else(|| err("bad lhs_contracting_dims"))?;
    let rc = dim_list(&dims.rhs_contracting, rhs.rank())
        .ok_or_else(|| err("bad rhs_contracting_dims"))?;
    if lb.len() != rb.len() || lc.len() != rc.len() {
        return Err(err(
            "lhs and rhs have different numbers of batch or contracting dimensions",
        ));
    }
    let lf = free_dims(lhs.rank(), &lb, &lc);
    let rf = free_dims(rhs.rank(), &rb, &rc);
    let product = |sizes: &[i64], of: &[usize]| of.iter().map(|&d| sizes[d]).product::<i64>();
    Ok(Some(Plan {
        batch: lb.iter().map(|&d| lhs.dims[d]).collect(),
        m: product(&lhs.dims, &lf),
        k: product(&lhs.dims, &lc),
        n: product(&rhs.dims, &rf),
        lhs_perm: [lb, lf, lc].concat(),
        rhs_perm: [rb, rc, rf].concat(),
    }))
}

/// Dimension numbers as distinct indices below `rank`.
fn dim_list(dims: &[i64], rank: usize) -> Option<Vec<usize>> {
    let list: Vec<usize> = dims
        .iter()
        .map(|&d| usize::try_from(d).ok().filter(|&d| d < rank))
        .collect::<Option<_>>()?;
    let mut seen = vec![false; rank];
    list.iter()
        .all(|&d| !std::mem::replace(&mut seen[d], true))
        .then_some(list)
}

/// The dimensions that are neither batch nor contracting, in increasing order.
fn free_dims(rank: usize, batch: &[usize], contracting: &[usize]) -> Vec<usize> {
    (0..rank)
        .filter(|d| !batch.contains(d) && !contracting.contains(d))
        .collect()
}

/// Emits `reshape(transpose(operand, perm), target)`, leaving out an identity transpose and
/// a reshape that changes nothing.
fn arrange(
    rw: &mut Rewriter,
    dot: &Instruction,
    operand: InstrId,
    perm: &[usize],
    target: Vec<i64>,
    side: &str,
) -> InstrId {
    let source = rw.get(operand);
    let ty: PrimitiveType = source.shape.element_type();
    let dims = source.shape.dims().to_vec();
    let mut current = operand;
    if perm.iter().enumerate().any(|(i, &p)| i != p) {
        let shape = Shape::array(ty, perm.iter().map(|&p| dims[p]).collect());
        let mut t = Instruction::new(
            format!("{}.{side}.transpose", dot.name),
            Opcode::Transpose,
            shape,
            vec![current],
        );
        t.attrs.dimensions = Some(perm.iter().map(|&p| p as i64).collect());
        t.metadata = dot.metadata.clone();
        current = rw.add(t);
    }
    if rw.get(current).shape.dims() != target.as_slice() {
        let shape = Shape::array(ty, target);
        let mut r = Instruction::new(
            format!("{}.{side}.reshape", dot.name),
            Opcode::Reshape,
            shape,
            vec![current],
        );
        r.metadata = dot.metadata.clone();
        current = rw.add(r);
    }
    current
}
