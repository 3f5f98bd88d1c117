//! The loop nests over the outputs.
//!
//! - Outputs of one shape share one nest over the output dimensions (outer dimension
//!   outermost, so stores are contiguous); dimensions of extent 1 get no loop, and outputs
//!   that differ only in them (a multi-output fusion's `f32[n, 1]` and `f32[n]` reduces)
//!   share the nest as well. The outermost loop becomes the kernel's parallel loop; the
//!   innermost may be a vector loop.
//! - Outputs of different shapes get one nest each, in order (the kernel is then serial, and
//!   work the outputs share, such as sibling reductions, is done once per nest).
//! - A column reduction (the input's last dimension is kept, so reading along a reduced
//!   dimension would stride through memory) is built row by row instead: the outputs are
//!   initialized, then for each reduced coordinate the whole output row is updated in place,
//!   `out[.., k] = reducer(out[.., k], x[.., r, .., k])`, with `k` innermost and contiguous.
//!   Without outer kept dimensions to run in parallel, a very wide row (see
//!   [`MIN_COLUMN_BLOCK`]) is split into column blocks that are. An elementwise epilogue of
//!   each output's reduce (a mean's division; a batch norm's mean and variance are two) runs
//!   as a last pass over the row, in place.

use super::builder::{Lowerer, Node};
use super::pieces;
use super::reduce::{apply_reducer, reachable, ReduceSpec};
use super::tile;
use super::LowerError;
use crate::kir::{Expr, ScalarType, Stmt, Var};
use kiln_hlo::{InstrId, Opcode};

/// Column blocks hold at least this many columns. Rows up to twice this stay whole: each
/// reduced coordinate then reads one long contiguous run while the output row (32 KiB of
/// f32 at this size) stays in L1. Splitting rows into parallel column blocks was 2.5 times
/// slower on reduce_sum_cols (f32[8192,8192] over dimension 0) even on two threads: the
/// short strided runs defeat the hardware prefetchers.
const MIN_COLUMN_BLOCK: i64 = 8192;

struct Output {
    node: Node,
    output: usize,
    buffer: u32,
    dims: Vec<i64>,
}

/// Adds the output buffers of `root`'s leaves and the loop nests that fill them.
pub(super) fn lower_outputs(lw: &mut Lowerer, root: Node) -> Result<(), LowerError> {
    let mut outputs = Vec::new();
    for (node, output) in lw.output_leaves(root)? {
        let shape = lw.leaf_shape(node, output)?.clone();
        let name = lw.instr(node).name.clone();
        let buffer = lw
            .add_output(&name, &shape)
            .map_err(|e| lw.error(node, e))?;
        let dims = shape.dims().to_vec();
        outputs.push(Output {
            node,
            output,
            buffer,
            dims,
        });
    }
    if let Some(plan) = column_plan(lw, &outputs)? {
        // The column order pays only if the inputs are contiguous along the kept dimension
        // (not, say, a transpose): otherwise fall back to reducing along the rows.
        let before = lw.clone();
        if column_nest(lw, &outputs, &plan)? {
            return Ok(());
        }
        *lw = before;
    }
    if outputs
        .windows(2)
        .all(|w| squeezed(&w[0].dims) == squeezed(&w[1].dims))
    {
        return loop_nest(lw, &outputs);
    }
    for o in &outputs {
        loop_nest(lw, std::slice::from_ref(o))?;
    }
    Ok(())
}

/// Opens a loop per dimension of extent > 1; returns the index and the number opened.
fn open_nest(lw: &mut Lowerer, dims: &[i64]) -> (Vec<Expr>, usize) {
    let mut opened = 0;
    let idx = dims
        .iter()
        .map(|&d| {
            if d == 1 {
                Expr::Int(0, ScalarType::S64)
            } else {
                opened += 1;
                Expr::Var(lw.open_loop(d))
            }
        })
        .collect();
    (idx, opened)
}

/// Outer loops shorter than this are merged with the next dimension (not the last), so that
/// the kernel's parallel loop has enough iterations to split across threads: attention's
/// `[2, 8, 512, 512]` kernels had a parallel loop of 2 and ran on one thread.
const MIN_PARALLEL_EXTENT: i64 = 64;

/// [`open_nest`], with the leading dimensions (all but the last) merged into one loop while
/// it is shorter than [`MIN_PARALLEL_EXTENT`]; their indices are the merged counter's digits.
fn open_parallel_nest(lw: &mut Lowerer, dims: &[i64]) -> (Vec<Expr>, usize) {
    let head = head_dims(dims);
    let (mut idx, opened) = open_head(lw, &dims[..head]);
    let (rest, more) = open_nest(lw, &dims[head..]);
    idx.extend(rest);
    (idx, opened + more)
}

/// How many leading dimensions the outermost (parallel) loop covers: the merged ones, else
/// those up to the first of extent > 1.
fn head_dims(dims: &[i64]) -> usize {
    let mut merged = 0;
    let mut extent = 1;
    while merged + 1 < dims.len() && extent < MIN_PARALLEL_EXTENT {
        extent *= dims[merged];
        merged += 1;
    }
    if dims[..merged].iter().filter(|&&d| d > 1).count() >= 2 {
        return merged;
    }
    dims.iter()
        .position(|&d| d > 1)
        .map_or(dims.len(), |p| p + 1)
}

/// Opens the loop over the leading dimensions `head` (see [`head_dims`]): one loop, whose
/// counter's digits index them when there are several of extent > 1.
fn open_head(lw: &mut Lowerer, head: &[i64]) -> (Vec<Expr>, usize) {
    if head.iter().filter(|&&d| d > 1).count() < 2 {
        return open_nest(lw, head);
    }
    let extent: i64 = head.iter().product();
    let f = Expr::Var(lw.open_loop(extent));
    let mut idx = Vec::with_capacity(head.len());
    let mut stride = extent;
    for &d in head {
        stride /= d;
        let digit = lw.ix_rem(lw.ix_div(f.clone(), stride), d);
        idx.push(digit);
    }
    (idx, 1)
}

fn close_nest(lw: &mut Lowerer, opened: usize, vectorize: bool) -> Result<(), LowerError> {
    (0..opened).try_for_each(|_| lw.close_loop(vectorize).map(|_| ()))
}

/// One nest over `outputs` (all of one shape but for extents of 1), storing each; tiled
/// when it transposes (see [`super::tile`]).
fn loop_nest(lw: &mut Lowerer, outputs: &[Output]) -> Result<(), LowerError> {
    let Some(dims) = outputs.first().map(|o| o.dims.clone()) else {
        return Ok(());
    };
    if dims.contains(&0) {
        return Ok(());
    }
    let rank = dims.len();
    let tileable = rank >= 2 && dims[rank - 1] > tile::TILES[1];
    if tileable {
        let mut trial = lw.clone();
        let (idx, opened) = open_nest(&mut trial, &dims);
        store_outputs(&mut trial, outputs, &idx, &dims, opened)?;
        // An index that divides the last counter looks like a transpose to the tiling; the
        // split makes it invariant in the inner loop (see `split_for_vectors`).
        if try_split(lw, outputs, &dims, &trial)? {
            return Ok(());
        }
        let plan = tile_plan(&trial, &idx, &dims);
        if let Some((j, sizes)) = plan {
            let (idx, opened) = open_tiled_nest(lw, &dims, j, sizes);
            return store_outputs(lw, outputs, &idx, &dims, opened);
        }
    }
    let mut trial = lw.clone();
    let (idx, opened) = open_parallel_nest(&mut trial, &dims);
    store_outputs(&mut trial, outputs, &idx, &dims, opened)?;
    // The parallel loop is cut only when it is the only loop (a concatenate of vectors):
    // the kernel is then serial, but its pieces are vector loops.
    let head = head_dims(&dims);
    let only_loop = dims[head..].iter().all(|&d| d == 1);
    let vars: Vec<Option<Var>> = idx
        .iter()
        .enumerate()
        .map(|(d, e)| match e {
            Expr::Var(v) if d >= head || only_loop => Some(*v),
            _ => None,
        })
        .collect();
    let mut cuts = trial
        .last_stmt()
        .and_then(|nest| pieces::cuts(nest, &vars, &dims, pieces::MAX_PIECES));
    if !only_loop
        && trial
            .last_stmt()
            .is_some_and(|nest| pieces::selects(nest) >= pieces::UNSWITCHED_PIECES)
    {
        if let Some(many) = outer_pieces(lw, outputs, &dims)? {
            cuts = Some(many);
        }
    }
    // The pieces repeat the body: should they make the kernel too large, the whole loop
    // serves.
    if let Some(cuts) = cuts {
        let mut pieces = lw.clone();
        if piecewise_nest(&mut pieces, outputs, &dims, &cuts).is_ok() {
            *lw = pieces;
            return Ok(());
        }
    }
    if !try_split(lw, outputs, &dims, &trial)? {
        *lw = trial;
    }
    Ok(())
}

/// Builds the nest with its last dimension split (see [`split_for_vectors`]) when the trial
/// nest `trial` calls for it and the split nest's innermost loop is a vector loop; whether
/// it did.
fn try_split(
    lw: &mut Lowerer,
    outputs: &[Output],
    dims: &[i64],
    trial: &Lowerer,
) -> Result<bool, LowerError> {
    let Some(k) = dims.last().and_then(|&last| {
        trial
            .last_stmt()
            .and_then(|nest| split_for_vectors(nest, last))
    }) else {
        return Ok(false);
    };
    let mut split = lw.clone();
    let vectorized = split_nest(&mut split, outputs, dims, k).is_ok()
        && split.last_stmt().is_some_and(|nest| innermost(nest).1 > 1);
    if vectorized {
        *lw = split;
    }
    Ok(vectorized)
}

/// The tiling of trial nest `trial` (a loop per dimension of `dims`, counters `idx`), if it
/// transposes (see [`tile::choose`]).
fn tile_plan(trial: &Lowerer, idx: &[Expr], dims: &[i64]) -> Option<(usize, [i64; 2])> {
    let vars = counters(idx);
    trial
        .last_stmt()
        .and_then(|nest| tile::choose(nest, &vars, dims))
}

/// The loop counter of each dimension of a nest's index (`None` for an extent of 1).
fn counters(idx: &[Expr]) -> Vec<Option<Var>> {
    idx.iter()
        .map(|e| match e {
            Expr::Var(v) => Some(*v),
            _ => None,
        })
        .collect()
}

/// The innermost loop of `nest` (the first at each level) and its vector width: `(None, 1)`
/// for a statement that is not a loop.
fn innermost(nest: &Stmt) -> (Option<&Stmt>, u8) {
    let mut at = nest;
    loop {
        let Stmt::Loop {
            body, vector_width, ..
        } = at
        else {
            return (None, 1);
        };
        match body.iter().find(|s| matches!(s, Stmt::Loop { .. })) {
            Some(inner) => at = inner,
            None => return (Some(at), *vector_width),
        }
    }
}

/// The factor `k` to split the last dimension (extent `last`) by, when the nest's innermost
/// loop runs it one element at a time because an index divides its counter: an output row
/// whose elements come in groups of `k` that share an operand (`x[.., j] * s[j / 8]`, a
/// group norm's statistics broadcast over its groups of channels). Over `[last / k, k]` the
/// quotient is the outer counter and the inner loop, of `k` (a multiple of 4), reads its
/// operands contiguously or not at all. The smallest such divisor of the counter.
fn split_for_vectors(nest: &Stmt, last: i64) -> Option<i64> {
    let (Some(Stmt::Loop { var, body, .. }), 1) = innermost(nest) else {
        return None;
    };
    // Variables that depend on the counter, through the body's assignments.
    let mut depends = vec![*var];
    let mentions = |e: &Expr, vars: &[Var]| vars.iter().any(|v| e.mentions(*v));
    let mut k = None;
    let mut consider = |e: &Expr, depends: &[Var]| {
        e.visit(&mut |x| {
            use crate::kir::BinaryOp::{Div, Rem};
            if let Expr::Binary(Div | Rem, a, b) = x {
                if let Expr::Int(d, _) = **b {
                    let fits = d > 1 && d < last && d % 4 == 0 && last % d == 0;
                    if fits && mentions(a, depends) {
                        k = Some(k.map_or(d, |k: i64| k.min(d)));
                    }
                }
            }
        });
    };
    for stmt in body {
        match stmt {
            Stmt::Assign { var, value } => {
                consider(value, &depends);
                if mentions(value, &depends) {
                    depends.push(*var);
                }
            }
            Stmt::Store { index, value, .. } => {
                consider(index, &depends);
                consider(value, &depends);
            }
            Stmt::Loop { .. } => return None,
        }
    }
    k
}

/// [`loop_nest`]'s nest over the output dimensions with the last one split into
/// `[last / k, k]` (the output index of the last dimension is `k · outer + inner`): tiled
/// where it transposes, as [`loop_nest`] decides on the split dimensions, else plain.
fn split_nest(
    lw: &mut Lowerer,
    outputs: &[Output],
    dims: &[i64],
    k: i64,
) -> Result<(), LowerError> {
    let rank = dims.len();
    let mut split_dims = dims[..rank - 1].to_vec();
    split_dims.extend([dims[rank - 1] / k, k]);
    let merged = |lw: &Lowerer, idx: &[Expr]| {
        let mut idx = idx.to_vec();
        let inner = idx.pop().unwrap_or(Expr::Int(0, ScalarType::S64));
        let outer = idx.pop().unwrap_or(Expr::Int(0, ScalarType::S64));
        idx.push(lw.ix_add(lw.ix_mul(outer, k), inner));
        idx
    };
    let mut trial = lw.clone();
    let (idx, opened) = open_nest(&mut trial, &split_dims);
    let at = merged(&trial, &idx);
    store_outputs(&mut trial, outputs, &at, dims, opened)?;
    let plan = tile_plan(&trial, &idx, &split_dims);
    let (idx, opened) = match plan {
        Some((j, sizes)) => open_tiled_nest(lw, &split_dims, j, sizes),
        None => open_parallel_nest(lw, &split_dims),
    };
    let idx = merged(lw, &idx);
    store_outputs(lw, outputs, &idx, dims, opened)
}

/// Cuts of every dimension, the parallel loop's included, when its dimensions have more
/// pieces than the emitter unswitches (a concatenate of many operands along an outer
/// dimension): read from a trial nest with a loop per dimension (the parallel loop's
/// counter may merge several), at most [`pieces::MAX_HEAD_PIECES`] in all. The kernel is
/// then serial, but each piece is a plain loop instead of a chain of selects per element.
fn outer_pieces(
    lw: &Lowerer,
    outputs: &[Output],
    dims: &[i64],
) -> Result<Option<Vec<Vec<i64>>>, LowerError> {
    let mut trial = lw.clone();
    let (idx, opened) = open_nest(&mut trial, dims);
    store_outputs(&mut trial, outputs, &idx, dims, opened)?;
    let vars = counters(&idx);
    let Some(cuts) = trial
        .last_stmt()
        .and_then(|nest| pieces::cuts(nest, &vars, dims, pieces::MAX_HEAD_PIECES))
    else {
        return Ok(None);
    };
    let head = head_dims(dims);
    let head_pieces: usize = cuts[..head].iter().map(|c| c.len() + 1).product();
    Ok((head_pieces > pieces::UNSWITCHED_PIECES).then_some(cuts))
}

/// The nest over `outputs` with each dimension after the parallel loop's (or, when it has
/// cuts, every dimension) run as one loop per piece between its `cuts` (see [`pieces`]).
fn piecewise_nest(
    lw: &mut Lowerer,
    outputs: &[Output],
    dims: &[i64],
    cuts: &[Vec<i64>],
) -> Result<(), LowerError> {
    let base = lw.current_depth();
    let head = head_dims(dims);
    let head = match cuts[..head].iter().all(|c| c.is_empty()) {
        true => head,
        false => 0,
    };
    let (mut idx, opened) = open_head(lw, &dims[..head]);
    lw.floor_depth = base + (opened > 0) as usize;
    idx.resize(dims.len(), Expr::Int(0, ScalarType::S64));
    store_pieces(lw, outputs, dims, cuts, &mut idx, head)?;
    close_nest(lw, opened, true)?;
    lw.floor_depth = base;
    Ok(())
}

/// Opens the loops of dimensions `d..`, one per piece of each, and stores every output in
/// the innermost.
fn store_pieces(
    lw: &mut Lowerer,
    outputs: &[Output],
    dims: &[i64],
    cuts: &[Vec<i64>],
    idx: &mut Vec<Expr>,
    d: usize,
) -> Result<(), LowerError> {
    if d == dims.len() {
        for o in outputs {
            let value = lw.gen_output(o.node, o.output, idx)?;
            let index = lw.linearize(idx, dims);
            lw.emit(Stmt::Store {
                buffer: o.buffer,
                index,
                value,
            })?;
        }
        return Ok(());
    }
    let bounds: Vec<i64> = std::iter::once(0)
        .chain(cuts[d].iter().copied())
        .chain(std::iter::once(dims[d]))
        .collect();
    for piece in bounds.windows(2) {
        let (start, end) = (piece[0], piece[1]);
        let looped = end - start > 1;
        idx[d] = if looped {
            let v = lw.open_loop(end - start);
            lw.ix_add_const(Expr::Var(v), start)
        } else {
            Expr::Int(start, ScalarType::S64)
        };
        store_pieces(lw, outputs, dims, cuts, idx, d + 1)?;
        if looped {
            lw.close_loop(true)?;
        }
    }
    Ok(())
}

/// Opens the loops of a nest over `dims` with dimension `j` and the last tiled by `sizes`
/// (multiples of them): the other dimensions, the two block loops, the two in-tile loops.
fn open_tiled_nest(
    lw: &mut Lowerer,
    dims: &[i64],
    j: usize,
    sizes: [i64; 2],
) -> (Vec<Expr>, usize) {
    let last = dims.len() - 1;
    let mut opened = 0;
    let mut open = |lw: &mut Lowerer, extent: i64| {
        if extent == 1 {
            Expr::Int(0, ScalarType::S64)
        } else {
            opened += 1;
            Expr::Var(lw.open_loop(extent))
        }
    };
    let mut idx: Vec<Expr> = dims
        .iter()
        .enumerate()
        .map(|(d, &extent)| {
            if d == j || d == last {
                Expr::Int(0, ScalarType::S64)
            } else {
                open(lw, extent)
            }
        })
        .collect();
    let blocks = [
        open(lw, dims[j] / sizes[0]),
        open(lw, dims[last] / sizes[1]),
    ];
    let within = [open(lw, sizes[0]), open(lw, sizes[1])];
    for (((d, block), inner), size) in [j, last].into_iter().zip(blocks).zip(within).zip(sizes) {
        idx[d] = lw.ix_add(lw.ix_mul(block, size), inner);
    }
    (idx, opened)
}

/// Stores every output at `idx` inside the `opened` loops just opened, and closes them.
fn store_outputs(
    lw: &mut Lowerer,
    outputs: &[Output],
    idx: &[Expr],
    dims: &[i64],
    opened: usize,
) -> Result<(), LowerError> {
    let base = lw.current_depth() - opened;
    lw.floor_depth = base + (opened > 0) as usize;
    // With several outputs every value is computed before any is stored, so every load of an
    // iteration comes before its stores: an output may then take the buffer of an operand
    // that other outputs read at the same index (`kiln_opt::buffer_assignment::in_place`, a
    // loop state updated by one multi-output fusion).
    let several = outputs.len() > 1;
    let mut stores = Vec::with_capacity(outputs.len());
    for o in outputs {
        // Outputs may differ from `dims` in extents of 1 (`f32[n, 1]` beside `f32[n]`).
        let idx = &reindex(idx, dims, &o.dims);
        let value = lw.gen_output(o.node, o.output, idx)?;
        let value = if several {
            lw.materialize(value)?
        } else {
            value
        };
        let index = lw.linearize(idx, &o.dims);
        stores.push(Stmt::Store {
            buffer: o.buffer,
            index,
            value,
        });
    }
    for store in stores {
        lw.emit(store)?;
    }
    close_nest(lw, opened, true)?;
    lw.floor_depth = base;
    Ok(())
}

/// Reduces built column-wise, each accumulated in an output buffer.
struct ColumnPlan {
    specs: Vec<ReduceSpec>,
    /// Each output is an elementwise function of its reduce (a mean's division, or a
    /// variance's), applied in a last pass over the accumulated row.
    epilogue: bool,
}

/// The column plan, when every output is a single-output reduce (or every output an
/// epilogue of one such reduce, as a batch norm's mean and variance are) of one input shape
/// and dimensions whose last input dimension is kept and longer than 1.
fn column_plan(lw: &Lowerer, outputs: &[Output]) -> Result<Option<ColumnPlan>, LowerError> {
    let direct = outputs.iter().all(|o| {
        let instr = lw.instr(o.node);
        o.output == 0 && instr.opcode == Opcode::Reduce && instr.shape.is_array()
    });
    let specs = if direct {
        outputs
            .iter()
            .map(|o| ReduceSpec::of(lw, o.node))
            .collect::<Result<Vec<_>, _>>()?
    } else {
        let mut specs = Vec::with_capacity(outputs.len());
        for o in outputs {
            match epilogue_reduce(lw, o)? {
                Some(spec) => specs.push(spec),
                None => return Ok(None),
            }
        }
        specs
    };
    let Some(first) = specs.first() else {
        return Ok(None);
    };
    // One output row serves every output: their dimensions agree but for extents of 1.
    if outputs
        .iter()
        .any(|o| squeezed(&o.dims) != squeezed(&outputs[0].dims))
    {
        return Ok(None);
    }
    let rank = first.in_dims.len();
    let same = specs
        .iter()
        .all(|s| s.in_dims == first.in_dims && s.reduced == first.reduced);
    let column = rank >= 2
        && !first.reduced[rank - 1]
        && first.in_dims[rank - 1] > 1
        && (0..rank).any(|d| first.reduced[d] && first.in_dims[d] > 1);
    // The column order accumulates every term in order in the output. In f16/bf16 that
    // rounds to 8 or 11 bits at each step, so a long column drifts (200 bf16 terms in [0, 2]:
    // 196 where XLA:CPU gets 201); such reductions keep the per-output blocked order of
    // `reduce_blocks`, as kiln-eval folds them.
    let terms: i64 = (0..rank)
        .filter(|&d| first.reduced[d])
        .map(|d| first.in_dims[d])
        .product();
    let mut half = false;
    for s in &specs {
        half |= matches!(lw.elem_type(s.node, 0)?, ScalarType::F16 | ScalarType::BF16);
    }
    if half && terms > super::reduce_blocks::BLOCK {
        return Ok(None);
    }
    Ok((same && column).then_some(ColumnPlan {
        specs,
        epilogue: !direct,
    }))
}

/// `dims` without its extents of 1.
fn squeezed(dims: &[i64]) -> Vec<i64> {
    dims.iter().copied().filter(|&d| d != 1).collect()
}

/// The reduce output `o` is computed from, when it is the only reduce the output depends on
/// and has the output's type and dimensions (but for extents of 1), so that the output
/// buffer can hold its accumulators.
fn epilogue_reduce(lw: &Lowerer, o: &Output) -> Result<Option<ReduceSpec>, LowerError> {
    let comp = &lw.module.computations[lw.frames[o.node.frame].comp.index()];
    let live = reachable(comp, &[o.node.instr]);
    let mut reduces =
        (0..live.len()).filter(|&i| live[i] && comp.instructions[i].opcode == Opcode::Reduce);
    let (Some(r), None) = (reduces.next(), reduces.next()) else {
        return Ok(None);
    };
    let node = Node {
        frame: o.node.frame,
        instr: InstrId(r as u32),
    };
    let instr = lw.instr(node);
    let fits = instr.operands.len() == 2
        && instr.shape.is_array()
        && squeezed(lw.dims(node)?) == squeezed(&o.dims)
        && lw.elem_type(node, 0)? == lw.elem_type(o.node, o.output)?;
    fits.then(|| ReduceSpec::of(lw, node)).transpose()
}

/// Builds the column-order nest; returns whether its update loop reads contiguously (is a
/// vector loop).
fn column_nest(
    lw: &mut Lowerer,
    outputs: &[Output],
    plan: &ColumnPlan,
) -> Result<bool, LowerError> {
    let specs = &plan.specs;
    let spec = &specs[0];
    let rank = spec.in_dims.len();
    let columns = spec.in_dims[rank - 1];
    // The row in the reduce's dimensions: every output's elements are in the same order.
    let out_dims = lw.dims(spec.node)?.to_vec();
    if out_dims.contains(&0) {
        return Ok(true);
    }
    let base = lw.current_depth();
    let outer_dims: Vec<i64> = (0..rank - 1)
        .filter(|&d| !spec.reduced[d])
        .map(|d| spec.in_dims[d])
        .collect();
    let (outer, mut opened) = open_nest(lw, &outer_dims);
    let block = if opened == 0 {
        column_block(columns)
    } else {
        columns
    };
    let block_var = (columns / block > 1).then(|| lw.open_loop(columns / block));
    opened += block_var.is_some() as usize;
    lw.floor_depth = base + (opened > 0) as usize;
    let row = Row {
        outer,
        block_var,
        block,
        out_dims,
    };
    init_row(lw, outputs, specs, &row)?;
    let contiguous = update_row(lw, outputs, specs, &row)?;
    if plan.epilogue {
        for (o, spec) in outputs.iter().zip(specs) {
            finish_row(lw, o, spec, &row)?;
        }
    }
    close_nest(lw, opened, true)?;
    lw.floor_depth = base;
    Ok(contiguous)
}

/// Where a column nest's rows are: the outer kept coordinates and the column blocking.
struct Row {
    outer: Vec<Expr>,
    block_var: Option<Var>,
    block: i64,
    out_dims: Vec<i64>,
}

/// `out[.., k] = init` for the row's columns.
fn init_row(
    lw: &mut Lowerer,
    outputs: &[Output],
    specs: &[ReduceSpec],
    row: &Row,
) -> Result<(), LowerError> {
    let (_, lin) = open_column_loop(lw, row);
    for (spec, o) in specs.iter().zip(outputs) {
        let value = lw.gen(spec.inits[0], &[])?;
        let index = lin.clone();
        lw.emit(Stmt::Store {
            buffer: o.buffer,
            index,
            value,
        })?;
    }
    lw.close_loop(true).map(|_| ())
}

/// For each reduced coordinate, `out[.., k] = reducer(out[.., k], x[..])` along the row;
/// returns whether that loop is a vector loop.
fn update_row(
    lw: &mut Lowerer,
    outputs: &[Output],
    specs: &[ReduceSpec],
    row: &Row,
) -> Result<bool, LowerError> {
    let spec = &specs[0];
    let red_dims: Vec<i64> = (0..spec.in_dims.len())
        .filter(|&d| spec.reduced[d])
        .map(|d| spec.in_dims[d])
        .collect();
    let (red, red_opened) = open_nest(lw, &red_dims);
    let (kept, lin) = open_column_loop(lw, row);
    for (spec, o) in specs.iter().zip(outputs) {
        let at = spec.input_index(&kept, &red);
        let x = lw.gen(spec.inputs[0], &at)?;
        let x = lw.materialize(x)?;
        let acc = Expr::Load {
            buffer: o.buffer,
            index: Box::new(lin.clone()),
        };
        let new = apply_reducer(lw, spec.node, spec.to_apply, &[acc], &[x])?;
        let value = new
            .into_iter()
            .next()
            .ok_or_else(|| lw.error(spec.node, "the reducer returned nothing"))?;
        lw.emit(Stmt::Store {
            buffer: o.buffer,
            index: lin.clone(),
            value,
        })?;
    }
    let contiguous = lw.close_loop(true)? == 4;
    close_nest(lw, red_opened, false)?;
    Ok(contiguous)
}

/// `out[.., k] = epilogue(out[.., k])` along the row: the reduce's value at the output's
/// index is the accumulator in the output buffer.
fn finish_row(
    lw: &mut Lowerer,
    o: &Output,
    spec: &ReduceSpec,
    row: &Row,
) -> Result<(), LowerError> {
    let (kept, lin) = open_column_loop(lw, row);
    let acc = Expr::Load {
        buffer: o.buffer,
        index: Box::new(lin.clone()),
    };
    // `kept` indexes the row (the first reduce's dimensions); this reduce and this output
    // take it with their own extents of 1 (index 0) in place.
    let reduce_index = reindex(&kept, &row.out_dims, lw.dims(spec.node)?);
    lw.memo_put(spec.node, 0, &reduce_index, acc);
    let value = lw.gen_output(o.node, o.output, &reindex(&kept, &row.out_dims, &o.dims))?;
    lw.emit(Stmt::Store {
        buffer: o.buffer,
        index: lin,
        value,
    })?;
    lw.close_loop(true).map(|_| ())
}

/// Index `idx` of an array of dimensions `from` as an index of `to`, the same dimensions but
/// for extents of 1 (where the index is 0).
fn reindex(idx: &[Expr], from: &[i64], to: &[i64]) -> Vec<Expr> {
    let mut real = idx
        .iter()
        .zip(from)
        .filter(|(_, &d)| d != 1)
        .map(|(e, _)| e);
    to.iter()
        .map(|&d| match d {
            1 => Expr::Int(0, ScalarType::S64),
            _ => real
                .next()
                .cloned()
                .unwrap_or(Expr::Int(0, ScalarType::S64)),
        })
        .collect()
}

/// Opens the innermost loop over one block of a row's columns; returns the kept index
/// (outer kept coordinates, then the column) and the output's linear index.
fn open_column_loop(lw: &mut Lowerer, row: &Row) -> (Vec<Expr>, Expr) {
    let ki = Expr::Var(lw.open_loop(row.block));
    let column = match row.block_var {
        Some(b) => lw.ix_add(lw.ix_mul(Expr::Var(b), row.block), ki),
        None => ki,
    };
    let mut kept = row.outer.clone();
    kept.push(column);
    let lin = lw.linearize(&kept, &row.out_dims);
    (kept, lin)
}

/// The smallest divisor of `columns` of at least [`MIN_COLUMN_BLOCK`] (so blocks tile the
/// row exactly), or the whole row.
fn column_block(columns: i64) -> i64 {
    if columns < 2 * MIN_COLUMN_BLOCK {
        return columns;
    }
    (MIN_COLUMN_BLOCK..=columns.min(1 << 16))
        .find(|b| columns % b == 0)
        .unwrap_or(columns)
}
