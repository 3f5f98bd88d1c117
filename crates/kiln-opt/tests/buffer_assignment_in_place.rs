//! Buffer assignment with the module at hand: in-place updates, while-loop state shared between
//! init, body and result, pass-through state leaves, and root leaves in the output buffers.
//! (The CPU backend runs these shapes of modules against the interpreter in
//! kiln-runtime/tests/in_place.rs.)

use kiln_hlo::{Computation, InstrId, Module, Opcode};
use kiln_opt::buffer_assignment::{
    assign_buffers, assign_program_buffers, BufferAssignment, BufferId, BufferKind, RootOutputs,
};

/// The module after the backend pipeline (fusion), as the CPU backend compiles it.
fn fused(text: &str) -> Module {
    let module = kiln_hlo::parse_module(text).expect("parses");
    kiln_opt::pipeline::backend_pipeline()
        .run(module, &kiln_opt::RunOptions::default(), &mut |_, _| {})
        .expect("fuses")
        .0
}

fn comp<'m>(module: &'m Module, name: &str) -> &'m Computation {
    let id = module.find_computation(name).expect("computation");
    module.comp(id)
}

fn root_leaves(c: &Computation, a: &BufferAssignment) -> Vec<BufferId> {
    a.leaves[c.root.index()].clone()
}

fn param_leaves(c: &Computation, a: &BufferAssignment) -> Vec<BufferId> {
    a.leaves[c.parameters[0].index()].clone()
}

fn only(c: &Computation, op: Opcode) -> InstrId {
    let found: Vec<usize> = (0..c.instructions.len())
        .filter(|&i| c.instructions[i].opcode == op)
        .collect();
    assert_eq!(found.len(), 1, "one {op} in {}", c.name);
    InstrId(found[0] as u32)
}

const SCAN: &str = r#"
HloModule m

body {
  s = (s32[], f32[4,8], f32[5,4,8], f32[8,8], f32[4,8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  h = f32[4,8] get-tuple-element(s), index=1
  ys = f32[5,4,8] get-tuple-element(s), index=2
  w = f32[8,8] get-tuple-element(s), index=3
  c = f32[4,8] get-tuple-element(s), index=4
  zero = s32[] constant(0)
  hw = f32[4,8] dot(h, w), lhs_contracting_dims={1}, rhs_contracting_dims={0}
  h2 = f32[4,8] tanh(hw)
  y = f32[1,4,8] reshape(h2)
  ys2 = f32[5,4,8] dynamic-update-slice(ys, y, i, zero, zero)
  one = s32[] constant(1)
  i2 = s32[] add(i, one)
  c2 = f32[4,8] multiply(c, c)
  ROOT t = (s32[], f32[4,8], f32[5,4,8], f32[8,8], f32[4,8]) tuple(i2, h2, ys2, w, c2)
}

cond {
  s = (s32[], f32[4,8], f32[5,4,8], f32[8,8], f32[4,8]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(5)
  ROOT lt = pred[] compare(i, n), direction=LT
}

ENTRY main {
  h0 = f32[4,8] parameter(0)
  w = f32[8,8] parameter(1)
  zero = s32[] constant(0)
  z = f32[] constant(0)
  ys0 = f32[5,4,8] broadcast(z), dimensions={}
  init = (s32[], f32[4,8], f32[5,4,8], f32[8,8], f32[4,8]) tuple(zero, h0, ys0, w, h0)
  loop = (s32[], f32[4,8], f32[5,4,8], f32[8,8], f32[4,8]) while(init), condition=cond, body=body
  ROOT ys = f32[5,4,8] get-tuple-element(loop), index=2
}
"#;

#[test]
fn while_body_updates_its_state_in_place() {
    let module = fused(SCAN);
    let body = comp(&module, "body");
    let a = assign_program_buffers(&module, body, RootOutputs::InPlace).expect("assigns");
    let (root, state) = (root_leaves(body, &a), param_leaves(body, &a));
    // h2 comes from the dot (and its tanh epilogue) that reads h as it writes: computed in
    // the arena and copied into the state.
    assert!(matches!(a.buffer(root[1]).kind, BufferKind::Arena { .. }));
    // c * c reads c elementwise, and nothing reads c after it: written over c.
    assert_eq!(a.buffer(root[4]).kind, BufferKind::Output { leaf: 4 });
    // The dynamic-update-slice writes into the stack it reads, which nothing reads after it.
    assert_eq!(a.buffer(root[2]).kind, BufferKind::Output { leaf: 2 });
    // The weights pass through: the root's leaf is the parameter's.
    assert_eq!(root[3], state[3]);
    // Without the module nothing is shared: the root stays in the arena.
    let plain = assign_buffers(body).expect("assigns");
    assert!(plain
        .buffers
        .iter()
        .all(|b| !matches!(b.kind, BufferKind::Output { .. })));
}

#[test]
fn while_result_shares_dead_init_and_pass_through_buffers() {
    let module = fused(SCAN);
    let entry = module.entry_computation();
    let a = assign_program_buffers(&module, entry, RootOutputs::Distinct).expect("assigns");
    let w = only(entry, Opcode::While);
    let init = a.leaves[entry.instr(w).operands[0].index()].clone();
    let result = a.leaves[w.index()].clone();
    // The zero-filled stack dies at the loop: the loop runs in its buffer.
    assert_eq!(result[2], init[2]);
    // The weights pass through the body: the result's leaf is the caller's parameter.
    assert_eq!(result[3], init[3]);
    assert!(matches!(
        a.buffer(result[3]).kind,
        BufferKind::Parameter { number: 1, .. }
    ));
    // h0 is a parameter the body overwrites: the loop gets its own buffer (and copies h0 in).
    assert_ne!(result[1], init[1]);
    // The entry's root (the stack) is computed in the caller's output buffer.
    let root = root_leaves(entry, &a);
    assert_eq!(root, vec![init[2]]);
    assert_eq!(a.buffer(root[0]).kind, BufferKind::Output { leaf: 0 });
}

#[test]
fn body_reading_a_state_leaf_after_its_update_copies_it() {
    let module = fused(
        r#"
HloModule m

body {
  s = (f32[16], f32[16]) parameter(0)
  a = f32[16] get-tuple-element(s), index=0
  b = f32[16] get-tuple-element(s), index=1
  a2 = f32[16] exponential(b)
  b2 = f32[16] add(a, b)
  ROOT t = (f32[16], f32[16]) tuple(a2, b2)
}

cond {
  s = (f32[16], f32[16]) parameter(0)
  a = f32[16] get-tuple-element(s), index=0
  z = f32[] constant(0)
  x = f32[] reduce(a, z), dimensions={0}, to_apply=add
  ROOT lt = pred[] compare(x, z), direction=LT
}

add {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT r = f32[] add(x, y)
}

ENTRY main {
  p = f32[16] parameter(0)
  init = (f32[16], f32[16]) tuple(p, p)
  ROOT loop = (f32[16], f32[16]) while(init), condition=cond, body=body
}
"#,
    );
    let body = comp(&module, "body");
    let a = assign_program_buffers(&module, body, RootOutputs::InPlace).expect("assigns");
    let root = root_leaves(body, &a);
    // b2 reads `a` and `b` elementwise as it writes: it may overwrite `b` in place only if it
    // were the last reader of `b`; `a2` read `b` earlier, so b2 goes into state leaf 1 ...
    assert_eq!(a.buffer(root[1]).kind, BufferKind::Output { leaf: 1 });
    // ... but a2 is computed while `a` (state leaf 0) is still to be read by b2: arena + copy.
    assert!(matches!(a.buffer(root[0]).kind, BufferKind::Arena { .. }));
}

/// `fori_loop(0, n, c * 0.999 + sin(c))`: the counter is computed before the body takes the
/// carried value out of the state tuple. Taking an element out reads no memory, so it does
/// not keep the counter's state leaf alive: both updates are written over their state leaves
/// (the counter was computed in the arena and copied back on every iteration).
#[test]
fn taking_an_element_out_of_the_state_reads_no_other_leaf() {
    let module = fused(
        r#"
HloModule m

body {
  s = (s64[], f32[]) parameter(0)
  i = s64[] get-tuple-element(s), index=0
  one = s64[] constant(1)
  i2 = s64[] add(i, one)
  c = f32[] get-tuple-element(s), index=1
  k = f32[] constant(0.999)
  m = f32[] multiply(c, k)
  sn = f32[] sine(c)
  c2 = f32[] add(m, sn)
  ROOT r = (s64[], f32[]) tuple(i2, c2)
}

cond {
  s = (s64[], f32[]) parameter(0)
  i = s64[] get-tuple-element(s), index=0
  n = s64[] constant(10000)
  ROOT lt = pred[] compare(i, n), direction=LT
}

ENTRY main {
  x = f32[] parameter(0)
  zero = s64[] constant(0)
  init = (s64[], f32[]) tuple(zero, x)
  loop = (s64[], f32[]) while(init), condition=cond, body=body
  ROOT c = f32[] get-tuple-element(loop), index=1
}
"#,
    );
    let body = comp(&module, "body");
    let a = assign_program_buffers(&module, body, RootOutputs::InPlace).expect("assigns");
    let root = root_leaves(body, &a);
    assert_eq!(a.buffer(root[0]).kind, BufferKind::Output { leaf: 0 });
    assert_eq!(a.buffer(root[1]).kind, BufferKind::Output { leaf: 1 });
}

#[test]
fn a_value_twice_in_the_root_is_computed_in_the_first_output() {
    let module = fused(
        r#"
HloModule m

ENTRY main {
  p = f32[64,32] parameter(0)
  q = f32[32,64] parameter(1)
  e = f32[64,32] exponential(p)
  t = f32[64,32] transpose(q), dimensions={1,0}
  n = f32[64,32] add(e, t)
  ROOT r = (f32[64,32], f32[64,32]) tuple(n, n)
}
"#,
    );
    let entry = module.entry_computation();
    let a = assign_program_buffers(&module, entry, RootOutputs::Distinct).expect("assigns");
    let root = root_leaves(entry, &a);
    assert_eq!(root[0], root[1]);
    assert_eq!(a.buffer(root[0]).kind, BufferKind::Output { leaf: 0 });
    assert_eq!(a.arena_size, 0);
}

const UPDATE: &str = r#"
HloModule m

ENTRY main {
  p = f32[8,4] parameter(0)
  u = f32[2,4] parameter(1)
  i = s32[] parameter(2)
  zero = s32[] constant(0)
  e = f32[8,4] exponential(p)
  ROOT d = f32[8,4] dynamic-update-slice(OPERAND, u, i, zero)
}
"#;

#[test]
fn dynamic_update_slice_writes_into_its_dead_operand() {
    let module = fused(&UPDATE.replace("OPERAND", "e"));
    let entry = module.entry_computation();
    let a = assign_program_buffers(&module, entry, RootOutputs::Distinct).expect("assigns");
    let operand = entry.root_instr().operands[0];
    assert_eq!(entry.instr(operand).opcode, Opcode::Fusion);
    // exp(p) is computed in the output buffer, and the update is written over it.
    assert_eq!(a.leaves[operand.index()], root_leaves(entry, &a));
    assert_eq!(
        a.buffer(a.leaves[operand.index()][0]).kind,
        BufferKind::Output { leaf: 0 }
    );
}

#[test]
fn dynamic_update_slice_never_writes_into_a_parameter() {
    let module = fused(&UPDATE.replace("OPERAND", "p"));
    let entry = module.entry_computation();
    let a = assign_program_buffers(&module, entry, RootOutputs::Distinct).expect("assigns");
    let root = root_leaves(entry, &a);
    assert_eq!(a.buffer(root[0]).kind, BufferKind::Output { leaf: 0 });
    let operand = entry.root_instr().operands[0];
    assert!(matches!(
        a.buffer(a.leaves[operand.index()][0]).kind,
        BufferKind::Parameter { number: 0, .. }
    ));
}

const SCATTER: &str = r#"
HloModule m

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT c = f32[] add(a, b)
}

ENTRY main {
  p = f32[6,4] parameter(0)
  i = s32[5,1] parameter(1)
  u = f32[5,4] parameter(2)
  e = f32[6,4] exponential(p)
  ROOT s = f32[6,4] scatter(OPERAND, i, UPDATES), update_window_dims={1}, inserted_window_dims={0}, scatter_dims_to_operand_dims={0}, index_vector_dim=1, to_apply=add
}
"#;

#[test]
fn scatter_combines_into_its_dead_operand() {
    let module = fused(&SCATTER.replace("OPERAND", "e").replace("UPDATES", "u"));
    let entry = module.entry_computation();
    let a = assign_program_buffers(&module, entry, RootOutputs::Distinct).expect("assigns");
    let operand = entry.root_instr().operands[0];
    assert_eq!(a.leaves[operand.index()], root_leaves(entry, &a));
    // Not into a parameter.
    let module = fused(&SCATTER.replace("OPERAND", "p").replace("UPDATES", "u"));
    let entry = module.entry_computation();
    let a = assign_program_buffers(&module, entry, RootOutputs::Distinct).expect("assigns");
    let operand = entry.root_instr().operands[0];
    assert_ne!(a.leaves[operand.index()], root_leaves(entry, &a));
}

#[test]
fn scatter_whose_updates_are_its_operand_claims_nothing() {
    let text = SCATTER
        .replace("f32[5,4] parameter(2)", "f32[6,4] parameter(2)")
        .replace("i = s32[5,1]", "i = s32[6,1]")
        .replace("OPERAND", "e")
        .replace("UPDATES", "e");
    let module = kiln_hlo::parse_module(&text).expect("parses");
    let entry = module.entry_computation();
    let claims = kiln_opt::buffer_assignment::in_place_operands(&module, entry, entry.root_instr());
    assert!(claims.is_empty(), "{claims:?}");
}

/// A loop state whose leaves one multi-output loop fusion updates (each new leaf reads both
/// old leaves, at the same index only): each result takes the buffer of the leaf it replaces,
/// since the kernel computes both results of an element before it stores either; no copy.
/// A result that reads an old leaf at another index (a reverse) takes no buffer.
#[test]
fn multi_output_loop_fusion_updates_a_loop_state_in_place() {
    let body = |second: &str| {
        format!(
            r#"
HloModule m

body {{
  s = (u32[64], u32[64]) parameter(0)
  a = u32[64] get-tuple-element(s), index=0
  b = u32[64] get-tuple-element(s), index=1
  x = u32[64] add(a, b)
  y = u32[64] xor({second}, x)
  ROOT t = (u32[64], u32[64]) tuple(x, y)
}}

cond {{
  s = (u32[64], u32[64]) parameter(0)
  ROOT f = pred[] constant(false)
}}

ENTRY main {{
  a = u32[64] parameter(0)
  b = u32[64] parameter(1)
  init = (u32[64], u32[64]) tuple(a, b)
  ROOT loop = (u32[64], u32[64]) while(init), condition=cond, body=body
}}
"#
        )
    };
    let module = fused(&body("b"));
    let c = comp(&module, "body");
    let fusion = only(c, Opcode::Fusion);
    assert!(c.instr(fusion).shape.is_tuple(), "one multi-output fusion");
    let a = assign_program_buffers(&module, c, RootOutputs::InPlace).expect("assigns");
    let root = root_leaves(c, &a);
    assert_eq!(a.buffer(root[0]).kind, BufferKind::Output { leaf: 0 });
    assert_eq!(a.buffer(root[1]).kind, BufferKind::Output { leaf: 1 });
    // `b` read reversed: its new value cannot be written over it.
    let module = fused(&body("rb").replace(
        "  x = u32[64] add(a, b)",
        "  rb = u32[64] reverse(b), dimensions={0}\n  x = u32[64] add(a, b)",
    ));
    let c = comp(&module, "body");
    let a = assign_program_buffers(&module, c, RootOutputs::InPlace).expect("assigns");
    let root = root_leaves(c, &a);
    assert!(
        root.iter()
            .any(|r| matches!(a.buffer(*r).kind, BufferKind::Arena { .. })),
        "{:?}",
        root.iter().map(|r| &a.buffer(*r).kind).collect::<Vec<_>>()
    );
}
