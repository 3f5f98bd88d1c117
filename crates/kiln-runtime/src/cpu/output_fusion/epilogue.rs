//! The epilogue of a kOutput fusion as a computation of its own: the fused computation with
//! the library op (dot or convolution) replaced by one more parameter, so that the kLoop
//! lowering compiles the whole epilogue into one kernel reading the product from a buffer.

use crate::cpu::library::column_window::ColumnWindow;
use kiln_hlo::{
    ArrayData, ArrayShape, CompId, ComparisonDirection, Computation, ConstantValue, InstrId,
    Instruction, Module, Opcode, PrimitiveType, Shape,
};

/// What the runtime needs to know about a kOutput fusion's computation.
pub struct EpilogueShape {
    /// The library op (its only dot or convolution).
    pub product: InstrId,
    /// Output element `i` reads product element `i` and no other: the path from the product
    /// to the root is elementwise ops and reshapes only. The product may then live in the
    /// output buffer (when the element widths match) and the epilogue be computed by rows.
    pub in_order: bool,
}

/// Finds the library op of `fused` and checks what the epilogue does with it; `Err` says why
/// the fusion is not handled (it then runs as a nested program).
pub fn analyze(fused: &Computation) -> Result<EpilogueShape, String> {
    let mut products = fused
        .instructions
        .iter()
        .enumerate()
        .filter(|(_, i)| matches!(i.opcode, Opcode::Dot | Opcode::Convolution));
    let (Some((index, _)), None) = (products.next(), products.next()) else {
        return Err("not exactly one dot or convolution".into());
    };
    let product = InstrId(index as u32);
    if fused.root == product {
        return Err("no epilogue".into());
    }
    if !fused.root_instr().shape.is_array() {
        return Err("the root is not an array".into());
    }
    if let Some(called) = fused
        .instructions
        .iter()
        .find(|i| !i.called_computations().is_empty())
    {
        return Err(format!("{} calls a computation", called.name));
    }
    let product_instr = fused.instr(product);
    let dot_operands_are_parameters = product_instr
        .operands
        .iter()
        .all(|o| fused.instr(*o).opcode == Opcode::Parameter);
    if !dot_operands_are_parameters {
        return Err("the library op reads values computed in the fusion".into());
    }
    let count = |id: InstrId| fused.instr(id).shape.as_array().map(|a| a.element_count());
    let in_order = count(fused.root) == count(product) && reads_product_in_order(fused, product);
    Ok(EpilogueShape { product, in_order })
}

/// Whether every value on a path from `product` to the root is an elementwise op or a
/// reshape/bitcast (which keep row-major element order), so that output element `i` is a
/// function of product element `i` (and of side inputs) only.
fn reads_product_in_order(fused: &Computation, product: InstrId) -> bool {
    let on_path = product_path(fused, product);
    let in_order = fused.instructions.iter().enumerate().all(|(i, instr)| {
        let same_order = match instr.opcode {
            Opcode::Reshape | Opcode::Bitcast => true,
            op => op.is_elementwise(),
        };
        !on_path[i] || i == product.index() || same_order
    });
    in_order && on_path[fused.root.index()]
}

/// `fused` with `product` replaced by parameter `fused.parameters.len()` of the same shape.
pub fn epilogue_computation(fused: &Computation, product: InstrId) -> Computation {
    let mut epilogue = fused.clone();
    epilogue.name = format!("{}.epilogue", fused.name);
    let dot = &fused.instructions[product.index()];
    let mut parameter = Instruction::new(
        format!("{}.product", dot.name),
        Opcode::Parameter,
        dot.shape.clone(),
        Vec::new(),
    );
    parameter.attrs.parameter_number = Some(fused.parameters.len() as i64);
    epilogue.instructions[product.index()] = parameter;
    epilogue.parameters.push(product);
    epilogue
}

/// `epilogue` (from [`epilogue_computation`], reading the product in order) with every value
/// on the path from the product to the root computed as a `[rows, cols]` array (cols: the
/// product's last dimension), and the other operands of that path reshaped to it. The kernel's parallel loop then runs over product rows, its inner loop
/// along a row, and a side input's index is split only as far as it reads it (a causal mask
/// over the last two dimensions costs a remainder per row, not a division per element).
/// `None` when the path has an operand that cannot be reshaped so.
pub fn by_rows(
    mut epilogue: Computation,
    product: InstrId,
    rows: i64,
    cols: i64,
) -> Option<Computation> {
    as_rows(&mut epilogue, product, rows, cols)?;
    Some(epilogue)
}

/// Recomputes the path from `product` to the root of `comp` as `[rows, cols]` arrays.
fn as_rows(comp: &mut Computation, product: InstrId, rows: i64, cols: i64) -> Option<()> {
    let rows_of =
        |shape: &Shape| Shape::Array(ArrayShape::new(shape.element_type(), vec![rows, cols]));
    let on_path = product_path(comp, product);
    for id in comp.post_order() {
        if !on_path[id.index()] {
            continue;
        }
        let instr = comp.instr(id).clone();
        let mut operands = instr.operands.clone();
        for operand in operands.iter_mut().filter(|o| !on_path[o.index()]) {
            let side = comp.instr(*operand);
            if side.shape.dims().is_empty() {
                continue; // a scalar operand (clamp's bounds) needs no index
            }
            if side.shape.dims() != instr.shape.dims() {
                return None;
            }
            let name = format!("{}.rows", side.name);
            let reshape =
                Instruction::new(name, Opcode::Reshape, rows_of(&side.shape), vec![*operand]);
            comp.instructions.push(reshape);
            *operand = InstrId((comp.instructions.len() - 1) as u32);
        }
        let changed = &mut comp.instructions[id.index()];
        changed.shape = rows_of(&instr.shape);
        changed.operands = operands;
    }
    Some(())
}

/// Whether a reshape or bitcast on the path from `product` to the root changes dimensions
/// (its index arithmetic then divides per element unless the path is computed by rows).
pub fn reshapes_product(fused: &Computation, product: InstrId) -> bool {
    let on_path = product_path(fused, product);
    fused.instructions.iter().enumerate().any(|(i, instr)| {
        on_path[i]
            && matches!(instr.opcode, Opcode::Reshape | Opcode::Bitcast)
            && instr
                .operands
                .first()
                .is_some_and(|o| fused.instr(*o).shape.dims() != instr.shape.dims())
    })
}

/// Which instructions depend on `product` (the product included).
fn product_path(comp: &Computation, product: InstrId) -> Vec<bool> {
    let mut on_path = vec![false; comp.instructions.len()];
    on_path[product.index()] = true;
    for id in comp.post_order() {
        if comp.instr(id).operands.iter().any(|o| on_path[o.index()]) {
            on_path[id.index()] = true;
        }
    }
    on_path
}

/// A module holding only `epilogue` (it calls no computation), for the lowering.
pub fn epilogue_module(epilogue: Computation) -> Module {
    Module {
        name: epilogue.name.clone(),
        config: Default::default(),
        computations: vec![epilogue],
        entry: CompId(0),
        stack_frames: None,
    }
}

/// The columns of the product that the fusion's output reads, row by row, when the root is
/// a `select` between a value of the product and a side value on a mask of the product's
/// row and column coordinates alone (a causal mask, `jnp.tril`, a sliding window): outside
/// the mask the output is the side value, whatever the product holds, so its GEMM may skip
/// the tiles there. `None` when nothing can be skipped or the mask is not understood.
///
/// Rows and columns are the product's last two dimensions (the lhs's and the rhs's only
/// free dimension; the caller checks that there is one of each), and the mask must not
/// depend on the others (batch dimensions). Mask values are `iota`s, integer constants,
/// broadcasts, sums, differences, constant multiples, negations and exact conversions of
/// them, compared, negated, and joined by `and`.
pub fn column_window(fused: &Computation, shape: &EpilogueShape) -> Option<ColumnWindow> {
    let product = shape.product;
    let root = fused.root_instr();
    let dims = fused.instr(product).shape.dims().to_vec();
    let rank = dims.len();
    // Elementwise ops (and reshapes that end in the product's own dimensions) from the
    // product to the select: element (.., i, j) of each is computed from the product's
    // element (.., i, j).
    if !shape.in_order || root.opcode != Opcode::Select || rank < 2 || root.shape.dims() != dims {
        return None;
    }
    let on_path = product_path(fused, product);
    let [mask, on_true, on_false] = root.operands[..] else {
        return None;
    };
    // The output reads the product where the mask is true (the product on the true side),
    // or where it is false.
    let negate = match (on_path[on_true.index()], on_path[on_false.index()]) {
        (true, false) => false,
        (false, true) => true,
        _ => return None,
    };
    if on_path[mask.index()] {
        return None;
    }
    let mut axes = vec![Axis::Other; rank];
    axes[rank - 2] = Axis::Row;
    axes[rank - 1] = Axis::Col;
    let masks = Masks {
        comp: fused,
        rows: dims[rank - 2],
        cols: dims[rank - 1],
    };
    let window = masks.true_columns(mask, &axes, negate)?;
    (!window.is_everything()).then_some(window)
}

/// Which coordinate of the product a dimension of a mask value follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Axis {
    Row,
    Col,
    /// A batch dimension: the mask must not depend on it.
    Other,
}

/// An integer `row·i + col·j + c` of the product's row `i` and column `j`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Affine {
    row: i64,
    col: i64,
    c: i64,
}

impl Affine {
    fn constant(c: i64) -> Affine {
        Affine { row: 0, col: 0, c }
    }

    fn combine(self, other: Affine, sign: i64) -> Option<Affine> {
        Some(Affine {
            row: self.row.checked_add(other.row.checked_mul(sign)?)?,
            col: self.col.checked_add(other.col.checked_mul(sign)?)?,
            c: self.c.checked_add(other.c.checked_mul(sign)?)?,
        })
    }

    fn scale(self, k: i64) -> Option<Affine> {
        Some(Affine {
            row: self.row.checked_mul(k)?,
            col: self.col.checked_mul(k)?,
            c: self.c.checked_mul(k)?,
        })
    }
}

/// Reads masks of one fused computation whose product has `rows × cols` matrices.
struct Masks<'c> {
    comp: &'c Computation,
    rows: i64,
    cols: i64,
}

impl Masks<'_> {
    /// Lines bounding the columns where pred `id` (or its negation) is true, row by row: a
    /// window holding every such column, or `None` when `id` is not understood.
    fn true_columns(&self, id: InstrId, axes: &[Axis], negate: bool) -> Option<ColumnWindow> {
        let instr = self.comp.instr(id);
        if instr.shape.element_type() != PrimitiveType::Pred {
            return None;
        }
        match instr.opcode {
            Opcode::Broadcast => {
                let operand_axes = broadcast_axes(instr, axes)?;
                self.true_columns(instr.operands[0], &operand_axes, negate)
            }
            Opcode::Reshape | Opcode::Bitcast | Opcode::Copy => {
                let operand = self.comp.instr(instr.operands[0]);
                (operand.shape.dims() == instr.shape.dims())
                    .then(|| self.true_columns(instr.operands[0], axes, negate))?
            }
            Opcode::Not => self.true_columns(instr.operands[0], axes, !negate),
            // `a and b` (or, negated, `not a and not b`): both windows' lines. A side not
            // understood bounds nothing, which still holds every true column.
            Opcode::And | Opcode::Or if (instr.opcode == Opcode::And) != negate => {
                let a = self.true_columns(instr.operands[0], axes, negate);
                let b = self.true_columns(instr.operands[1], axes, negate);
                let (mut window, other) = match (a, b) {
                    (None, None) => return None,
                    (Some(w), None) | (None, Some(w)) => (w, ColumnWindow::default()),
                    (Some(w), Some(o)) => (w, o),
                };
                window.from.extend(other.from);
                window.below.extend(other.below);
                Some(window)
            }
            Opcode::Compare => {
                let mut direction = instr.attrs.direction?;
                if negate {
                    direction = direction.negated();
                }
                let a = self.affine(instr.operands[0], axes)?;
                let b = self.affine(instr.operands[1], axes)?;
                columns(a.combine(b, -1)?, direction)
            }
            _ => None,
        }
    }

    /// Integer or float value `id` as an affine function of the product's row and column,
    /// checked exact (no wrap-around, no rounding) over the whole product.
    fn affine(&self, id: InstrId, axes: &[Axis]) -> Option<Affine> {
        let instr = self.comp.instr(id);
        let ty = instr.shape.element_type();
        let value = match instr.opcode {
            Opcode::Iota => {
                let d = usize::try_from(instr.attrs.iota_dimension?).ok()?;
                match axes.get(d)? {
                    Axis::Row => Affine {
                        row: 1,
                        col: 0,
                        c: 0,
                    },
                    Axis::Col => Affine {
                        row: 0,
                        col: 1,
                        c: 0,
                    },
                    Axis::Other if instr.shape.dims().get(d) == Some(&1) => Affine::constant(0),
                    Axis::Other => return None,
                }
            }
            Opcode::Constant => Affine::constant(integer_scalar(instr)?),
            Opcode::Broadcast => {
                let operand_axes = broadcast_axes(instr, axes)?;
                self.affine(instr.operands[0], &operand_axes)?
            }
            Opcode::Reshape | Opcode::Bitcast | Opcode::Copy => {
                let operand = self.comp.instr(instr.operands[0]);
                if operand.shape.dims() != instr.shape.dims() {
                    return None;
                }
                self.affine(instr.operands[0], axes)?
            }
            Opcode::Convert => {
                let from = self.comp.instr(instr.operands[0]).shape.element_type();
                if !(from.is_signed_int() || from.is_float()) {
                    return None;
                }
                self.affine(instr.operands[0], axes)?
            }
            Opcode::Add | Opcode::Subtract => {
                let a = self.affine(instr.operands[0], axes)?;
                let b = self.affine(instr.operands[1], axes)?;
                a.combine(b, if instr.opcode == Opcode::Add { 1 } else { -1 })?
            }
            Opcode::Negate => self.affine(instr.operands[0], axes)?.scale(-1)?,
            Opcode::Multiply => {
                let a = self.affine(instr.operands[0], axes)?;
                let b = self.affine(instr.operands[1], axes)?;
                match (a, b) {
                    (Affine { row: 0, col: 0, c }, x) | (x, Affine { row: 0, col: 0, c }) => {
                        x.scale(c)?
                    }
                    _ => return None,
                }
            }
            _ => return None,
        };
        self.exact(value, ty).then_some(value)
    }

    /// Whether type `ty` holds `value` exactly at every row and column of the product.
    fn exact(&self, value: Affine, ty: PrimitiveType) -> bool {
        let extreme = |k: i64, n: i64| -> Option<(i64, i64)> {
            let end = k.checked_mul(n.max(1) - 1)?;
            Some((end.min(0), end.max(0)))
        };
        let (Some(r), Some(c)) = (extreme(value.row, self.rows), extreme(value.col, self.cols))
        else {
            return false;
        };
        let (Some(lo), Some(hi)) = (
            r.0.checked_add(c.0).and_then(|x| x.checked_add(value.c)),
            r.1.checked_add(c.1).and_then(|x| x.checked_add(value.c)),
        ) else {
            return false;
        };
        let limit: i64 = match ty {
            PrimitiveType::S8 => 1 << 7,
            PrimitiveType::S16 => 1 << 15,
            PrimitiveType::S32 => 1 << 31,
            PrimitiveType::S64 => i64::MAX,
            PrimitiveType::F16 => 1 << 11,
            PrimitiveType::BF16 => 1 << 8,
            PrimitiveType::F32 => 1 << 24,
            PrimitiveType::F64 => 1 << 53,
            // Unsigned values wrap below zero; other types are not mask arithmetic.
            _ => return false,
        };
        lo > -limit && hi < limit
    }
}

/// The axes of a broadcast's operand dimensions, from the broadcast's own.
fn broadcast_axes(broadcast: &Instruction, axes: &[Axis]) -> Option<Vec<Axis>> {
    broadcast
        .attrs
        .dimensions
        .as_ref()?
        .iter()
        .map(|&d| axes.get(usize::try_from(d).ok()?).copied())
        .collect()
}

/// The value of a scalar constant that is a whole number (of an integer or float type).
fn integer_scalar(instr: &Instruction) -> Option<i64> {
    let Some(ConstantValue::Literal(literal)) = &instr.attrs.constant else {
        return None;
    };
    let array = literal.as_array()?;
    if !array.dims.is_empty() {
        return None;
    }
    match &array.data {
        ArrayData::S8(v) => v.first().map(|&x| x as i64),
        ArrayData::S16(v) => v.first().map(|&x| x as i64),
        ArrayData::S32(v) => v.first().map(|&x| x as i64),
        ArrayData::S64(v) => v.first().copied(),
        ArrayData::F32(v) => v.first().and_then(|&x| whole(x as f64)),
        ArrayData::F64(v) => v.first().and_then(|&x| whole(x)),
        _ => None,
    }
}

/// `x` as an integer, when it is a whole number of magnitude below 2^53.
fn whole(x: f64) -> Option<i64> {
    (x.fract() == 0.0 && x.abs() < (1u64 << 53) as f64).then_some(x as i64)
}

/// The window of the columns `j` of row `i` where `d(i, j) direction 0`: `d` must take
/// `j` with a coefficient of 1 or -1 (a row-only `d` bounds no column).
fn columns(d: Affine, direction: ComparisonDirection) -> Option<ColumnWindow> {
    use ComparisonDirection::*;
    // Solve for j: `j dir a·i + b`.
    let (direction, a, b) = match d.col {
        0 => return Some(ColumnWindow::default()),
        // row·i + j + c dir 0  ⇔  j dir -row·i - c
        1 => (direction, d.row.checked_neg()?, d.c.checked_neg()?),
        // row·i - j + c dir 0  ⇔  j dir' row·i + c
        -1 => (direction.swapped(), d.row, d.c),
        _ => return None,
    };
    let next = b.checked_add(1)?;
    let mut window = ColumnWindow::default();
    match direction {
        Ge => window.from.push((a, b)),
        Gt => window.from.push((a, next)),
        Le => window.below.push((a, next)),
        Lt => window.below.push((a, b)),
        Eq => {
            window.from.push((a, b));
            window.below.push((a, next));
        }
        Ne => {}
    }
    Some(window)
}
