//! Elementwise chains that run as tile programs of several steps (block by block, 128
//! iterations at a time, the rest in tiles): lengths around the block and the tile, values
//! that several later operations read, two outputs, special values (NaN, ±inf, ±0) among
//! the inputs. Against `kiln_eval` (NaNs in the same places, finite values within a few
//! ulp: the JIT's exp/tanh/log/logistic are not libm's), and bit for bit between one and
//! two threads (an element's value must not depend on how the range was split).

#[path = "../../kiln-opt/tests/support/mod.rs"]
mod support;

use kiln_eval::Evaluator;
use kiln_hlo::{ArrayData, ArrayLiteral, Literal, PrimitiveType};
use kiln_runtime::cpu::{CompileOptions, CpuExecutable};
use kiln_runtime::Executable;

/// Lengths around the block (128) and the tile (512).
const LENGTHS: [usize; 9] = [127, 128, 129, 255, 383, 511, 640, 1000, 4099];

/// elementwise_chain: max(exp(-|tanh(x*y + 1)*0.5 - y|), x).
fn chain(n: usize) -> String {
    format!(
        "HloModule chain

ENTRY main {{
  x = f32[{n}] parameter(0)
  y = f32[{n}] parameter(1)
  xy = f32[{n}] multiply(x, y)
  one = f32[] constant(1)
  ones = f32[{n}] broadcast(one), dimensions={{}}
  s = f32[{n}] add(xy, ones)
  t = f32[{n}] tanh(s)
  half = f32[] constant(0.5)
  halves = f32[{n}] broadcast(half), dimensions={{}}
  th = f32[{n}] multiply(t, halves)
  d = f32[{n}] subtract(th, y)
  a = f32[{n}] abs(d)
  na = f32[{n}] negate(a)
  e = f32[{n}] exponential(na)
  ROOT m = f32[{n}] maximum(e, x)
}}
"
    )
}

/// A value (`t`) that three later operations read, and two outputs.
fn shared(n: usize) -> String {
    format!(
        "HloModule shared

ENTRY main {{
  x = f32[{n}] parameter(0)
  y = f32[{n}] parameter(1)
  xy = f32[{n}] multiply(x, y)
  t = f32[{n}] tanh(xy)
  e = f32[{n}] exponential(t)
  l = f32[{n}] logistic(y)
  el = f32[{n}] divide(e, l)
  te = f32[{n}] multiply(t, el)
  mn = f32[{n}] minimum(te, t)
  ax = f32[{n}] abs(x)
  one = f32[] constant(1)
  ones = f32[{n}] broadcast(one), dimensions={{}}
  ax1 = f32[{n}] add(ax, ones)
  lg = f32[{n}] log(ax1)
  r = f32[{n}] sqrt(ax1)
  lr = f32[{n}] subtract(lg, r)
  o = f32[{n}] maximum(lr, t)
  ROOT out = (f32[{n}], f32[{n}]) tuple(mn, o)
}}
"
    )
}

/// `n` floats in about [-4, 4] with special values every few elements.
fn input(n: usize, seed: u64) -> Literal {
    let specials = [
        f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
        0.0,
        -0.0,
        30.0,
        -30.0,
    ];
    let mut rng = support::Rng::new(seed);
    let data = (0..n)
        .map(|i| {
            let r = rng.next();
            if i % 13 == 5 {
                specials[(r % specials.len() as u64) as usize]
            } else {
                ((r >> 11) as f64 / (1u64 << 53) as f64 * 8.0 - 4.0) as f32
            }
        })
        .collect();
    let array = ArrayLiteral::new(PrimitiveType::F32, vec![n as i64], ArrayData::F32(data));
    Literal::Array(array.expect("an f32 vector"))
}

fn f32s(lit: &Literal) -> Vec<Vec<u32>> {
    match lit {
        Literal::Tuple(parts) => parts.iter().flat_map(f32s).collect(),
        Literal::Array(a) => match &a.data {
            ArrayData::F32(v) => vec![v.iter().map(|x| x.to_bits()).collect()],
            _ => panic!("f32 outputs only"),
        },
        Literal::Token => vec![],
    }
}

#[test]
fn chains_match_the_interpreter_and_each_other() {
    for (name, text) in [("chain", chain as fn(usize) -> String), ("shared", shared)] {
        for n in LENGTHS {
            let text = text(n);
            let module = kiln_hlo::parse_module(&text).expect("the module parses");
            let args = vec![input(n, 3 * n as u64), input(n, 7 * n as u64 + 1)];
            let want = Evaluator::new(&module)
                .run(&args)
                .expect("the interpreter runs");
            let mut bits = Vec::new();
            for threads in [1, 2] {
                let options = CompileOptions {
                    optimize: true,
                    threads,
                };
                let exe = CpuExecutable::compile(&module, &options).expect("it compiles");
                let got = exe.execute(&args).expect("it runs");
                if let Err(e) = support::close(&got, &want, 1e-5, 1e-6) {
                    panic!("{name}, n = {n}, {threads} threads: {e}");
                }
                bits.push(f32s(&got));
            }
            assert!(
                bits[0] == bits[1],
                "{name}, n = {n}: 1 and 2 threads differ"
            );
        }
    }
}

/// f16_ew's and f16_ma's bodies and a division around exact ops, in f16 or bf16 (`ty`):
/// loops that run as programs for their 16-bit streams and roundings alone.
fn half_chain(ty: &str, n: usize) -> String {
    format!(
        "HloModule half_chain

ENTRY main {{
  x = {ty}[{n}] parameter(0)
  y = {ty}[{n}] parameter(1)
  t = {ty}[{n}] tanh(x)
  tx = {ty}[{n}] multiply(t, x)
  one = {ty}[] constant(1)
  ones = {ty}[{n}] broadcast(one), dimensions={{}}
  a = {ty}[{n}] add(tx, ones)
  xx = {ty}[{n}] multiply(x, x)
  b = {ty}[{n}] add(xx, ones)
  ny = {ty}[{n}] negate(y)
  m = {ty}[{n}] maximum(x, ny)
  ay = {ty}[{n}] abs(y)
  q = {ty}[{n}] divide(m, ay)
  ROOT out = ({ty}[{n}], {ty}[{n}], {ty}[{n}]) tuple(a, b, q)
}}
"
    )
}

/// [`input`]'s values rounded to f16 or bf16, with every 11th element a raw bit pattern
/// (subnormals, NaNs with payloads, signalling ones).
fn half_input(ty: &str, n: usize, seed: u64) -> Literal {
    let Literal::Array(a) = input(n, seed) else {
        unreachable!()
    };
    let ArrayData::F32(xs) = &a.data else {
        unreachable!()
    };
    let raw = |i: usize| (i as u32).wrapping_mul(2_654_435_761) as u16;
    let (pt, data) = match ty {
        "f16" => (
            PrimitiveType::F16,
            ArrayData::F16(
                xs.iter()
                    .enumerate()
                    .map(|(i, &x)| match i % 11 {
                        4 => half::f16::from_bits(raw(i)),
                        _ => half::f16::from_f32(x),
                    })
                    .collect(),
            ),
        ),
        _ => (
            PrimitiveType::BF16,
            ArrayData::BF16(
                xs.iter()
                    .enumerate()
                    .map(|(i, &x)| match i % 11 {
                        4 => half::bf16::from_bits(raw(i)),
                        _ => half::bf16::from_f32(x),
                    })
                    .collect(),
            ),
        ),
    };
    let array = ArrayLiteral::new(pt, vec![n as i64], data);
    Literal::Array(array.expect("a 16-bit float vector"))
}

/// The outputs' bits, 16-bit floats included.
fn bits(lit: &Literal) -> Vec<Vec<u16>> {
    match lit {
        Literal::Tuple(parts) => parts.iter().flat_map(bits).collect(),
        Literal::Array(a) => match &a.data {
            ArrayData::F16(v) => vec![v.iter().map(|x| x.to_bits()).collect()],
            ArrayData::BF16(v) => vec![v.iter().map(|x| x.to_bits()).collect()],
            _ => panic!("16-bit float outputs only"),
        },
        Literal::Token => vec![],
    }
}

/// f16 and bf16 loops as programs (under the kernels' DAZ/FTZ): the interpreter's values
/// (one ulp of the type for the tanh), NaNs in the same places, bit for bit between one and
/// two threads.
#[test]
fn half_chains_match_the_interpreter_and_each_other() {
    for ty in ["f16", "bf16"] {
        for n in LENGTHS {
            let text = half_chain(ty, n);
            let module = kiln_hlo::parse_module(&text).expect("the module parses");
            let args = vec![
                half_input(ty, n, 5 * n as u64),
                half_input(ty, n, 11 * n as u64),
            ];
            let want = Evaluator::new(&module)
                .run(&args)
                .expect("the interpreter runs");
            let mut got_bits = Vec::new();
            for threads in [1, 2] {
                let options = CompileOptions {
                    optimize: true,
                    threads,
                };
                let exe = CpuExecutable::compile(&module, &options).expect("it compiles");
                let got = exe.execute(&args).expect("it runs");
                let rtol = if ty == "f16" { 1e-3 } else { 8e-3 };
                if let Err(e) = support::close(&got, &want, rtol, 1e-6) {
                    panic!("{ty}, n = {n}, {threads} threads: {e}");
                }
                got_bits.push(bits(&got));
            }
            assert!(
                got_bits[0] == got_bits[1],
                "{ty}, n = {n}: 1 and 2 threads differ"
            );
        }
    }
}
