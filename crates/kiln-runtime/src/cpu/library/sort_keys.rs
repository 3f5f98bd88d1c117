//! Sorts whose comparator orders by one key per element: a root `compare(f(a), f(b))`, `LT`
//! or `GT` (any comparison type), where `f` reads only one operand's first value `a` and the
//! right side is the same expression of its second value `b` (JAX's `jnp.sort`/`argsort`
//! comparators: the plain compare, or the NaN- and zero-canonicalizing total order). Each
//! element's key `f(x)` is computed once, as the interpreter's `ScalarProgram` computes it,
//! and turned into an integer rank that orders as the compare does; a row is then sorted by
//! (rank, index). Where the compare is a strict weak order (integers, pred, total-order
//! floats, IEEE floats without a NaN key) any stable sort gives the interpreter's merge sort
//! result, so this is exact; a row with a NaN key under an IEEE compare is left to the
//! caller's general path.

use kiln_eval::routines::{value_from_bits, ScalarProgram, Val};
use kiln_hlo::{CompId, Module, PrimitiveType};
use kiln_hlo::{ComparisonDirection, ComparisonType, Computation, InstrId, Opcode};

/// A comparator that orders by one key per element of one operand.
#[derive(Clone, Debug)]
pub(crate) struct KeyOrder {
    /// The operand whose elements the keys are computed from, and its element type.
    pub operand: usize,
    ty: PrimitiveType,
    /// `f`, `None` when it is the element itself.
    key: Option<ScalarProgram>,
    descending: bool,
    total: bool,
}

impl KeyOrder {
    /// The key order of computation `comp` of `module`, a comparator of operands of `types`
    /// (its whole program compiles: checked by the caller), or `None` when it is not one.
    pub fn plan(module: &Module, comp: CompId, types: &[PrimitiveType]) -> Option<KeyOrder> {
        let c = module.computations.get(comp.index())?;
        let root = c.instr(c.root);
        let (ascending, descending) = (ComparisonDirection::Lt, ComparisonDirection::Gt);
        let dir = root
            .attrs
            .direction
            .filter(|&d| d == ascending || d == descending)?;
        let [l, r] = root.operands[..] else {
            return None;
        };
        let total = root.attrs.comparison_type == Some(ComparisonType::TotalOrder)
            && c.instr(l).shape.element_type().is_float();
        let (operand, swapped) = (0..types.len()).find_map(|k| {
            let (first, second) = (2 * k as i64, 2 * k as i64 + 1);
            if mirrored(c, l, r, first, second) {
                Some((k, false))
            } else if mirrored(c, l, r, second, first) {
                Some((k, true))
            } else {
                None
            }
        })?;
        let key = match c.instr(l).opcode {
            Opcode::Parameter => None,
            _ => {
                let params: Vec<PrimitiveType> = types.iter().flat_map(|&t| [t, t]).collect();
                let program = ScalarProgram::compile(&subtree(c, l), &params)?;
                if program.output_count() != 1 {
                    return None;
                }
                Some(program)
            }
        };
        Some(KeyOrder {
            operand,
            ty: types[operand],
            key,
            descending: (dir == descending) != swapped,
            total,
        })
    }

    /// Sorts `order` to the interpreter's permutation of a row of `len` elements whose
    /// storage bits `bits(j)` gives, or returns `false` (leaving `order` unspecified) when
    /// the row's keys are not a strict weak order under the compare.
    pub fn sort_row(
        &mut self,
        len: usize,
        bits: impl Fn(usize) -> u64,
        order: &mut Vec<usize>,
        ranks: &mut Vec<i128>,
    ) -> bool {
        ranks.clear();
        for j in 0..len {
            let Some(value) = value_from_bits(self.ty, bits(j)) else {
                return false;
            };
            let key = match &mut self.key {
                None => value,
                Some(program) => {
                    program.run(|_| value);
                    program.output(0)
                }
            };
            match rank(key, self.total) {
                Some(r) => ranks.push(if self.descending { -r } else { r }),
                None => return false,
            }
        }
        order.clear();
        let (Some(&min), Some(&max)) = (ranks.iter().min(), ranks.iter().max()) else {
            return true;
        };
        if max - min <= u32::MAX as i128 && len <= u32::MAX as usize {
            // One u64 per element: rank above, index below, so ties keep index order.
            let mut packed: Vec<u64> = ranks
                .iter()
                .enumerate()
                .map(|(j, &r)| ((r - min) as u64) << 32 | j as u64)
                .collect();
            packed.sort_unstable();
            order.extend(packed.iter().map(|&p| (p & u32::MAX as u64) as usize));
        } else {
            order.extend(0..len);
            order.sort_by_key(|&j| ranks[j]);
        }
        true
    }
}

/// An integer that orders keys as the comparator's compare does (`Val`'s compare in
/// kiln-eval `reduce/program.rs`): `None` for a NaN under an IEEE compare, which is
/// unordered.
fn rank(key: Val, total: bool) -> Option<i128> {
    match key {
        Val::Pred(b) => Some(b as i128),
        Val::Int(x) => Some(x),
        Val::Float { key, .. } if total => Some(key as i128),
        Val::Float { v, .. } if v.is_nan() => None,
        Val::Float { v, .. } => {
            // Adding +0 makes -0 +0: IEEE compares them equal.
            let bits = (v + 0.0).to_bits() as i64;
            Some((if bits < 0 { bits ^ i64::MAX } else { bits }) as i128)
        }
    }
}

/// Whether `r` is `l` with parameter `from` read as parameter `to`, and `l` reads no other
/// parameter.
fn mirrored(c: &Computation, l: InstrId, r: InstrId, from: i64, to: i64) -> bool {
    let (a, b) = (c.instr(l), c.instr(r));
    if a.opcode == Opcode::Parameter || b.opcode == Opcode::Parameter {
        return a.opcode == b.opcode
            && a.attrs.parameter_number == Some(from)
            && b.attrs.parameter_number == Some(to);
    }
    a.opcode == b.opcode
        && a.shape == b.shape
        && a.attrs == b.attrs
        && a.operands.len() == b.operands.len()
        && a.operands
            .iter()
            .zip(&b.operands)
            .all(|(&x, &y)| mirrored(c, x, y, from, to))
}

/// The instructions `root` depends on, as a computation rooted there.
fn subtree(c: &Computation, root: InstrId) -> Computation {
    let mut keep = vec![false; c.instructions.len()];
    let mut stack = vec![root];
    while let Some(id) = stack.pop() {
        if !std::mem::replace(&mut keep[id.index()], true) {
            stack.extend(&c.instr(id).operands);
        }
    }
    let mut map = vec![InstrId(0); keep.len()];
    let mut instructions = Vec::new();
    for (old, _) in keep.iter().enumerate().filter(|(_, &k)| k) {
        map[old] = InstrId(instructions.len() as u32);
        instructions.push(c.instructions[old].clone());
    }
    for instr in &mut instructions {
        instr.operands.iter_mut().for_each(|o| *o = map[o.index()]);
        instr.control_predecessors.clear();
    }
    Computation {
        name: c.name.clone(),
        instructions,
        parameters: Vec::new(),
        root: map[root.index()],
        attributes: Vec::new(),
        span: c.span,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use PrimitiveType::*;

    /// The key order of comparator `body` over parameters `a`, `b` of `ty` (and `i`, `j` of
    /// s32 when `indices`).
    fn planned(ty: PrimitiveType, body: &str, indices: bool) -> Option<KeyOrder> {
        let extra = match indices {
            true => "  i = s32[] parameter(2)\n  j = s32[] parameter(3)\n",
            false => "",
        };
        let text = format!(
            "HloModule m\ncmp {{\n  a = {ty}[] parameter(0)\n  b = {ty}[] parameter(1)\n{extra}{body}\n}}\nENTRY e {{\n  ROOT p = s32[] parameter(0)\n}}"
        );
        let module = kiln_hlo::parse_module(&text).unwrap();
        let types: &[PrimitiveType] = if indices { &[ty, S32] } else { &[ty] };
        KeyOrder::plan(&module, module.find_computation("cmp").unwrap(), types)
    }

    const CANONICAL: &str = "  zero = f32[] constant(0)
  nan = f32[] constant(nan)
  a_nan = pred[] compare(a, a), direction=NE
  a_zero = pred[] compare(a, zero), direction=EQ
  a0 = f32[] select(a_zero, zero, a)
  a1 = f32[] select(a_nan, nan, a0)
  b_nan = pred[] compare(b, b), direction=NE
  b_zero = pred[] compare(b, zero), direction=EQ
  b0 = f32[] select(b_zero, zero, b)
  b1 = f32[] select(b_nan, nan, b0)";

    #[test]
    fn jax_comparators_are_key_orders() {
        let k = planned(
            F32,
            &format!(
                "{CANONICAL}\n  ROOT c = pred[] compare(a1, b1), direction=LT, type=TOTALORDER"
            ),
            false,
        )
        .unwrap();
        assert!(k.key.is_some() && k.total && !k.descending && k.operand == 0);
        let k = planned(
            F32,
            &format!(
                "{CANONICAL}\n  ROOT c = pred[] compare(a1, b1), direction=GT, type=TOTALORDER"
            ),
            true,
        )
        .unwrap();
        assert!(k.key.is_some() && k.total && k.descending);
        let k = planned(S32, "  ROOT c = pred[] compare(a, b), direction=LT", true).unwrap();
        assert!(k.key.is_none() && !k.total && !k.descending);
        // compare(b, a) LT is a descending order.
        let k = planned(F64, "  ROOT c = pred[] compare(b, a), direction=LT", false).unwrap();
        assert!(k.key.is_none() && k.descending);
        // Ordered by the second operand (indices).
        let k = planned(F32, "  ROOT c = pred[] compare(i, j), direction=GT", true).unwrap();
        assert!(k.operand == 1 && k.descending);
    }

    #[test]
    fn other_comparators_are_not() {
        for body in [
            // LE is not strict.
            "  ROOT c = pred[] compare(a, b), direction=LE",
            // Lexicographic over two operands.
            "  lt = pred[] compare(a, b), direction=LT\n  eq = pred[] compare(a, b), direction=EQ\n  ilt = pred[] compare(i, j), direction=LT\n  both = pred[] and(eq, ilt)\n  ROOT c = pred[] or(lt, both)",
            // Sides of different operands, or differently computed.
            "  ROOT c = pred[] compare(i, i), direction=LT",
            "  zero = f32[] constant(0)\n  sa = f32[] select(pred_a, zero, a)\n  pred_a = pred[] compare(a, zero), direction=EQ\n  ROOT c = pred[] compare(sa, b), direction=LT",
        ] {
            let ty = if body.contains("compare(i, i)") { S32 } else { F32 };
            let indices = body.contains('i');
            assert!(planned(ty, body, indices).is_none(), "{body}");
        }
    }
}
