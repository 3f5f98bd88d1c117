//! The epilogue of a kOutput fusion as a computation of its own: the fused computation with
//! the library op (dot or convolution) replaced by one more parameter, so that the kLoop
//! lowering compiles the whole epilogue into one kernel reading the product from a buffer.

use kiln_hlo::{ArrayShape, CompId, Computation, InstrId, Instruction, Module, Opcode, Shape};

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
