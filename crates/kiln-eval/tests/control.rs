//! Control flow and the evaluation framework: conditional branch selection (an index out of
//! range runs the last branch), while, call, map, tuples, the entry argument checks, error
//! locations, and the scalar fast path.

use kiln_eval::{scalar_binary_fast_path, Evaluator};
use kiln_hlo::{parse_module, ArrayData, ArrayLiteral, Literal, Opcode, PrimitiveType};

fn lit(ty: PrimitiveType, dims: &[i64], data: ArrayData) -> Literal {
    Literal::Array(ArrayLiteral::new(ty, dims.to_vec(), data).expect("consistent test literal"))
}

fn s32(v: i32) -> Literal {
    lit(PrimitiveType::S32, &[], ArrayData::S32(vec![v]))
}

fn f32s(dims: &[i64], v: &[f32]) -> Literal {
    lit(PrimitiveType::F32, dims, ArrayData::F32(v.to_vec()))
}

fn run(hlo: &str, args: &[Literal]) -> Result<Literal, String> {
    let module = parse_module(hlo).map_err(|e| format!("parse: {e}"))?;
    Evaluator::new(&module).run(args).map_err(|e| e.to_string())
}

fn scalar_s32(l: &Literal) -> i32 {
    match l {
        Literal::Array(ArrayLiteral {
            data: ArrayData::S32(v),
            ..
        }) if v.len() == 1 => v[0],
        other => panic!("expected an s32 scalar, got {other:?}"),
    }
}

const SWITCH: &str = r#"HloModule switch

b0 {
  p = s32[] parameter(0)
  ROOT r = s32[] constant(100)
}

b1 {
  p = s32[] parameter(0)
  ROOT r = s32[] add(p, p)
}

b2 {
  p = s32[] parameter(0)
  ROOT r = s32[] negate(p)
}

ENTRY main {
  i = s32[] parameter(0)
  x = s32[] parameter(1)
  ROOT c = s32[] conditional(i, x, x, x), branch_computations={b0, b1, b2}
}
"#;

#[test]
fn conditional_index_out_of_range_runs_the_last_branch() {
    let pick = |i| scalar_s32(&run(SWITCH, &[s32(i), s32(7)]).expect("runs"));
    assert_eq!(pick(0), 100);
    assert_eq!(pick(1), 14);
    assert_eq!(pick(2), -7);
    assert_eq!(pick(3), -7);
    assert_eq!(pick(-1), -7);
    assert_eq!(pick(i32::MIN), -7);
}

#[test]
fn conditional_on_a_pred() {
    let hlo = r#"HloModule cond

t {
  p = f32[] parameter(0)
  ROOT r = f32[] negate(p)
}

f {
  p = f32[] parameter(0)
  ROOT r = f32[] exponential(p)
}

ENTRY main {
  x = f32[] parameter(0)
  zero = f32[] constant(0)
  neg = pred[] compare(x, zero), direction=LT
  ROOT c = f32[] conditional(neg, x, x), true_computation=t, false_computation=f
}
"#;
    let got = run(hlo, &[f32s(&[], &[-2.0])]).expect("runs");
    assert_eq!(got, f32s(&[], &[2.0]));
    let got = run(hlo, &[f32s(&[], &[0.0])]).expect("runs");
    assert_eq!(got, f32s(&[], &[1.0]));
}

const COUNT_LOOP: &str = r#"HloModule loop

cond {
  s = (s32[], f32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  n = s32[] constant(5)
  ROOT lt = pred[] compare(i, n), direction=LT
}

body {
  s = (s32[], f32[3]) parameter(0)
  i = s32[] get-tuple-element(s), index=0
  one = s32[] constant(1)
  next = s32[] add(i, one)
  v = f32[3] get-tuple-element(s), index=1
  twice = f32[3] add(v, v)
  ROOT t = (s32[], f32[3]) tuple(next, twice)
}

ENTRY main {
  x = f32[3] parameter(0)
  zero = s32[] constant(0)
  init = (s32[], f32[3]) tuple(zero, x)
  w = (s32[], f32[3]) while(init), condition=cond, body=body
  ROOT out = f32[3] get-tuple-element(w), index=1
}
"#;

#[test]
fn while_loop_runs_until_the_condition_fails() {
    let got = run(COUNT_LOOP, &[f32s(&[3], &[1.0, -1.0, 0.5])]).expect("runs");
    assert_eq!(got, f32s(&[3], &[32.0, -32.0, 16.0]));
}

#[test]
fn map_with_the_fast_path_and_the_general_path() {
    let hlo = r#"HloModule map

sub {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] subtract(b, a)
}

poly {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ab = f32[] multiply(a, b)
  ROOT r = f32[] add(ab, a)
}

ENTRY main {
  x = f32[3] parameter(0)
  y = f32[3] parameter(1)
  m1 = f32[3] map(x, y), dimensions={0}, to_apply=sub
  m2 = f32[3] map(x, y), dimensions={0}, to_apply=poly
  ROOT t = (f32[3], f32[3]) tuple(m1, m2)
}
"#;
    let x = f32s(&[3], &[1.0, 2.0, 3.0]);
    let y = f32s(&[3], &[10.0, 20.0, 30.0]);
    let got = run(hlo, &[x, y]).expect("runs");
    let want = Literal::Tuple(vec![
        f32s(&[3], &[9.0, 18.0, 27.0]),
        f32s(&[3], &[11.0, 42.0, 93.0]),
    ]);
    assert_eq!(got, want);
}

#[test]
fn fast_path_recognizes_binary_combiners_only() {
    let hlo = r#"HloModule fast

add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = f32[] add(a, b)
}

swapped_max {
  a = s32[] parameter(0)
  b = s32[] parameter(1)
  ROOT r = s32[] maximum(b, a)
}

not_binary {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  s = f32[] add(a, b)
  ROOT r = f32[] negate(s)
}

compare {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT r = pred[] compare(a, b), direction=LT
}

ENTRY main {
  ROOT c = f32[] constant(0)
}
"#;
    let module = parse_module(hlo).expect("parses");
    let fast = |name: &str| {
        scalar_binary_fast_path(&module, module.find_computation(name).expect("exists"))
    };
    let add = fast("add").expect("add is recognized");
    assert_eq!(
        (add.opcode, add.ty, add.swapped),
        (Opcode::Add, PrimitiveType::F32, false)
    );
    let max = fast("swapped_max").expect("max is recognized");
    assert_eq!((max.opcode, max.swapped), (Opcode::Maximum, true));
    assert!(fast("not_binary").is_none());
    assert!(fast("compare").is_none());
    let mut acc = ArrayData::F32(vec![1.0, 2.0]);
    add.accumulate(&mut acc, 1, &ArrayData::F32(vec![5.0]), 0)
        .expect("same types");
    assert!(matches!(acc, ArrayData::F32(ref v) if v == &[1.0, 7.0]));
    assert!(add
        .accumulate(&mut acc, 0, &ArrayData::S32(vec![1]), 0)
        .is_err());
}

const TWO_PARAMS: &str = r#"HloModule two

ENTRY main {
  x = f32[2,3] parameter(0)
  y = s32[] parameter(1)
  ROOT t = (f32[2,3], s32[]) tuple(x, y)
}
"#;

#[test]
fn wrong_inputs_are_reported_with_the_parameter() {
    let x = f32s(&[2, 3], &[0.0; 6]);
    let err = run(TWO_PARAMS, std::slice::from_ref(&x)).expect_err("one input missing");
    assert!(err.contains("takes 2 parameters, got 1 inputs"), "{err}");
    let err = run(TWO_PARAMS, &[x.clone(), f32s(&[], &[1.0])]).expect_err("wrong type");
    assert!(
        err.contains("parameter 1 (`y`) expects s32[], got f32[] (wrong element type)"),
        "{err}"
    );
    let err = run(TWO_PARAMS, &[f32s(&[3, 2], &[0.0; 6]), s32(1)]).expect_err("wrong dims");
    assert!(
        err.contains("parameter 0 (`x`) expects f32[2,3], got f32[3,2] (wrong dimensions)"),
        "{err}"
    );
    assert!(run(TWO_PARAMS, &[x, s32(1)]).is_ok());
}

#[test]
fn errors_name_the_instruction_even_inside_called_computations() {
    let hlo = r#"HloModule err

inner {
  p = s32[] parameter(0)
  ROOT bad = s32[] exponential(p)
}

ENTRY main {
  x = s32[] parameter(0)
  ROOT c = s32[] call(x), to_apply=inner
}
"#;
    let err = run(hlo, &[s32(1)]).expect_err("exp of s32");
    assert!(err.contains("in `bad` (exponential)"), "{err}");
    assert!(err.contains(":5:"), "the error points at line 5: {err}");
}

#[test]
fn elided_constants_are_not_executable() {
    let hlo = "HloModule e\n\nENTRY main {\n  ROOT c = f32[4] constant({...})\n}\n";
    let err = run(hlo, &[]).expect_err("elided");
    assert!(
        err.contains("constant was elided in the dump; not executable"),
        "{err}"
    );
}

#[test]
fn only_what_the_root_needs_is_evaluated() {
    // `dead` would fail (exponential of s32) but nothing uses it.
    let hlo = "HloModule d\n\nENTRY main {\n  x = s32[] parameter(0)\n  dead = s32[] exponential(x)\n  ROOT r = s32[] add(x, x)\n}\n";
    assert_eq!(scalar_s32(&run(hlo, &[s32(4)]).expect("runs")), 8);
}

/// Runs `rng-bit-generator` on the state [u64::MAX, u64::MAX - 1]; returns (state, bits).
fn rng(algorithm: &str, data_shape: &str) -> (Vec<u64>, ArrayData) {
    let hlo = format!(
        "HloModule r\n\nENTRY main {{\n  k = u64[2] parameter(0)\n  ROOT g = (u64[2], {data_shape}) rng-bit-generator(k), algorithm={algorithm}\n}}\n"
    );
    let key = lit(
        PrimitiveType::U64,
        &[2],
        ArrayData::U64(vec![u64::MAX, u64::MAX - 1]),
    );
    match run(&hlo, &[key]).expect("runs") {
        Literal::Tuple(mut parts) if parts.len() == 2 => {
            let bits = parts
                .pop()
                .and_then(|p| p.as_array().map(|a| a.data.clone()));
            let state = match parts.pop() {
                Some(Literal::Array(ArrayLiteral {
                    data: ArrayData::U64(v),
                    ..
                })) => v,
                other => panic!("state: {other:?}"),
            };
            (state, bits.expect("bits"))
        }
        other => panic!("expected (state, bits), got {other:?}"),
    }
}

#[test]
fn rng_bit_generator_matches_xla_cpu() {
    // Expected values produced by XLA:CPU (jaxlib 0.10.2) for the same state.
    let (state, bits) = rng("rng_three_fry", "u32[3,4]");
    assert_eq!(state, [u64::MAX, 4]);
    let want: [u32; 12] = [
        0xba098332, 0x6445d151, 0x1cb996fc, 0xbb002be7, 0x413979c4, 0x4e58fb3f, 0x9feae161,
        0xf48aea97, 0x23fbff6e, 0x865fe3e7, 0x51566698, 0x9da95a86,
    ];
    assert!(
        matches!(bits, ArrayData::U32(ref v) if v == &want),
        "{bits:x?}"
    );
    let (state, bits) = rng("rng_philox", "u64[5]");
    assert_eq!(state, [u64::MAX, 1]);
    let want: [u64; 5] = [
        0xe3bb7da901840c58,
        0xa1c18b72b9965937,
        0x41c83b0e408f276d,
        0x6d5451fda20bc7c6,
        0x1547473972a47709,
    ];
    assert!(
        matches!(bits, ArrayData::U64(ref v) if v == &want),
        "{bits:x?}"
    );
    let (state, bits) = rng("rng_default", "u8[2,3]");
    assert_eq!(state, [u64::MAX, 0]);
    assert!(
        matches!(bits, ArrayData::U8(ref v) if v == &[0x58, 0xa9, 0x37, 0x72, 0x6d, 0x0e]),
        "{bits:x?}"
    );
}

#[test]
fn collectives_on_one_device_and_dimension_sizes() {
    let hlo = r#"HloModule m
add {
  a = f32[] parameter(0)
  b = f32[] parameter(1)
  ROOT s = f32[] add(a, b)
}
ENTRY e {
  x = f32[2,3] parameter(0)
  r = f32[2,3] all-reduce(x), channel_id=1, replica_groups={{0}}, to_apply=add
  g = f32[2,3] all-gather(r), channel_id=2, replica_groups={{0}}, dimensions={0}
  c = f32[2,3] collective-broadcast(g), channel_id=3, replica_groups={{0}}
  z = f32[2,3] collective-permute(x), channel_id=4, source_target_pairs={}
  n = s32[] get-dimension-size(x), dimensions={1}
  i = u32[] partition-id()
  ROOT t = (f32[2,3], f32[2,3], s32[], u32[]) tuple(c, z, n, i)
}
"#;
    let x = f32s(&[2, 3], &[1.0, -2.0, 3.5, 0.0, 7.0, -0.5]);
    let out = run(hlo, std::slice::from_ref(&x)).expect("runs");
    let Literal::Tuple(parts) = out else {
        panic!("a tuple")
    };
    assert_eq!(parts[0], x, "a group of one returns the operand");
    assert_eq!(
        parts[1],
        f32s(&[2, 3], &[0.0; 6]),
        "a permute sending nothing gives zeros"
    );
    assert_eq!(scalar_s32(&parts[2]), 3);
    assert_eq!(
        parts[3],
        lit(PrimitiveType::U32, &[], ArrayData::U32(vec![0]))
    );

    let two_devices = hlo.replace(
        "replica_groups={{0}}, to_apply",
        "replica_groups={{0,1}}, to_apply",
    );
    let err = run(&two_devices, &[x]).unwrap_err();
    assert!(err.contains("`r`") && err.contains("one device"), "{err}");
}
