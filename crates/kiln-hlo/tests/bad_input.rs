//! Malformed HLO text: every error is a value saying `file:line:col: what was expected`, and
//! no input panics or loops (including mutated corpus files, see the proptest at the end).

use kiln_hlo::{parse_module, parse_module_bytes, parse_module_file};
use proptest::prelude::*;

const GOOD: &str = "HloModule m, entry_computation_layout={(f32[4]{0}, f32[4]{0})->f32[4]{0}}

add_comp {
  x = f32[] parameter(0)
  y = f32[] parameter(1)
  ROOT s = f32[] add(x, y)
}

ENTRY main {
  a = f32[4]{0} parameter(0)
  b = f32[4]{0} parameter(1)
  c = f32[] constant(1.5)
  bc = f32[4]{0} broadcast(c), dimensions={}
  m = f32[4]{0} multiply(a, bc)
  z = f32[] constant(0)
  r = f32[] reduce(m, z), dimensions={0}, to_apply=add_comp
  ROOT out = f32[4]{0} add(m, b), metadata={op_type=\"add\" op_name=\"jit(f)/add\"}
}
";

/// The error text for `text`, which must fail to parse.
fn error(text: &str) -> String {
    match parse_module(text) {
        Ok(_) => panic!("expected an error for:\n{text}"),
        Err(e) => e.to_string(),
    }
}

/// `GOOD` with one substring replaced.
fn good_with(from: &str, to: &str) -> String {
    assert!(GOOD.contains(from), "{from}");
    GOOD.replacen(from, to, 1)
}

fn assert_error(text: &str, position: &str, message: &str) {
    let e = error(text);
    let first = e.lines().next().unwrap_or("");
    assert!(
        first.starts_with(&format!("<input>:{position}: ")) && first.contains(message),
        "expected '<input>:{position}: ...{message}...', got:\n{e}"
    );
}

#[test]
fn the_good_module_parses() {
    let m = parse_module(GOOD).unwrap();
    assert_eq!(m.computations.len(), 2);
    assert_eq!(m.entry_computation().name, "main");
}

#[test]
fn every_truncation_is_an_error_not_a_panic() {
    for end in 0..GOOD.len() {
        // Cutting after the last `}` leaves a complete module.
        if GOOD[end..].trim().is_empty() {
            continue;
        }
        assert!(
            parse_module(&GOOD[..end]).is_err(),
            "prefix of {end} bytes parsed"
        );
    }
}

#[test]
fn unknown_opcode() {
    assert_error(
        &good_with("multiply(a, bc)", "frobnicate(a, bc)"),
        "14:17",
        "unknown opcode 'frobnicate'",
    );
}

#[test]
fn unknown_attribute() {
    assert_error(
        &good_with("dimensions={}", "colour={}"),
        "13:32",
        "unknown attribute 'colour'",
    );
}

#[test]
fn duplicate_attribute() {
    let text = good_with("dimensions={0}", "dimensions={0}, dimensions={0}");
    assert_error(&text, "16:43", "duplicate attribute 'dimensions'");
}

#[test]
fn undefined_operand() {
    assert_error(
        &good_with("add(m, b)", "add(m, q)"),
        "17:31",
        "undefined instruction 'q'",
    );
}

#[test]
fn undefined_computation() {
    assert_error(
        &good_with("to_apply=add_comp", "to_apply=nope"),
        "16:52",
        "undefined computation 'nope'",
    );
}

#[test]
fn duplicate_instruction_name() {
    let e = error(&good_with("  z = f32[]", "  m = f32[]"));
    assert!(
        e.starts_with("<input>:15:3: duplicate instruction name 'm' (first defined on line 14)"),
        "{e}"
    );
}

#[test]
fn duplicate_computation_name() {
    let e = error(&good_with("ENTRY main {", "ENTRY add_comp {"));
    assert!(e.contains("duplicate computation name 'add_comp'"), "{e}");
}

#[test]
fn wrong_operand_count() {
    assert_error(
        &good_with("multiply(a, bc)", "multiply(a, bc, b)"),
        "14:17",
        "'multiply' takes 2 operand(s), got 3",
    );
    assert_error(
        &good_with("broadcast(c)", "broadcast()"),
        "13:18",
        "'broadcast' takes 1 operand(s), got 0",
    );
}

#[test]
fn negative_and_huge_dimensions() {
    assert_error(
        &good_with("b = f32[4]{0}", "b = f32[-4]{0}"),
        "11:11",
        "expected a dimension size",
    );
    let huge = good_with("b = f32[4]{0}", "b = f32[4294967296,4294967296]{1,0}");
    assert_error(&huge, "11:7", "more elements than fit in i64");
    let too_big = good_with("b = f32[4]{0}", "b = f32[99999999999999999999]{0}");
    assert_error(&too_big, "11:11", "expected a dimension size");
}

#[test]
fn literal_element_count_must_match_shape() {
    let text = good_with("c = f32[] constant(1.5)", "c = f32[3]{0} constant({1, 2})");
    assert_error(
        &text,
        "12:26",
        "dimension 0 of the literal has 2 elements, the shape says 3",
    );
    let text = good_with("c = f32[] constant(1.5)", "c = f32[1]{0} constant({1, 2})");
    assert!(error(&text).contains("expected '}' after 1 elements in dimension 0"));
    let text = good_with("c = f32[] constant(1.5)", "c = s8[] constant(300)");
    assert!(error(&text).contains("value 300 is out of range for s8"));
}

#[test]
fn bad_layout() {
    let text = good_with("b = f32[4]{0}", "b = f32[4]{1}");
    assert_error(
        &text,
        "11:13",
        "layout [1] is not a permutation of the 1 dimensions",
    );
}

#[test]
fn unterminated_string_and_comment() {
    assert_error(&format!("{GOOD}\"abc"), "19:1", "unterminated string");
    let text = format!("{GOOD}\n/* never closed");
    assert!(
        error(&text).contains("unterminated comment"),
        "{}",
        error(&text)
    );
    let text = GOOD.replacen("\"jit(f)/add\"}", "\"jit(f)/add}\n}\n", 1);
    assert!(
        error(&text).contains("unterminated string"),
        "{}",
        error(&text)
    );
}

#[test]
fn non_utf8_bytes_are_reported_at_their_position() {
    let mut bytes = GOOD.as_bytes().to_vec();
    let at = GOOD.find("bc = ").unwrap() + 1;
    bytes[at] = 0xff;
    let e = parse_module_bytes(&bytes).unwrap_err().to_string();
    assert!(e.starts_with("<input>:13:4: invalid UTF-8"), "{e}");
}

#[test]
fn missing_and_duplicate_entry() {
    let e = error(&good_with("ENTRY main {", "main {"));
    assert!(e.contains("expected an ENTRY computation"), "{e}");
    let e = error(&good_with("add_comp {", "ENTRY add_comp {"));
    assert!(
        e.contains("second ENTRY computation (the first is on line 3)"),
        "{e}"
    );
}

#[test]
fn missing_parameter_number() {
    let e = error(&good_with(
        "b = f32[4]{0} parameter(1)",
        "b = f32[4]{0} parameter(2)",
    ));
    assert!(e.contains("computation 'main' has no parameter(1)"), "{e}");
    let e = error(&good_with(
        "b = f32[4]{0} parameter(1)",
        "b = f32[4]{0} parameter(0)",
    ));
    assert!(e.contains("duplicate parameter(0)"), "{e}");
}

#[test]
fn two_roots() {
    let e = error(&good_with("  m = f32[4]{0}", "  ROOT m = f32[4]{0}"));
    assert!(e.contains("second ROOT in computation 'main'"), "{e}");
}

#[test]
fn missing_header() {
    assert_error("ENTRY main {\n}\n", "1:1", "expected 'HloModule'");
    assert_error(
        "",
        "1:1",
        "expected 'HloModule' at the start of the module, found end of input",
    );
}

#[test]
fn unexpected_character() {
    assert_error(
        &good_with("add(m, b)", "add(m, #b)"),
        "17:31",
        "unexpected character '#'",
    );
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let deep = format!("{}f32[]{}", "(".repeat(100_000), ")".repeat(100_000));
    let text = good_with(
        "c = f32[] constant(1.5)",
        &format!("c = {deep} constant(1.5)"),
    );
    assert!(error(&text).contains("nested less deeply"));
    let dims = vec!["1"; 100_000].join(",");
    let text = good_with(
        "c = f32[] constant(1.5)",
        &format!("c = f32[{dims}] constant(1.5)"),
    );
    assert!(parse_module(&text).is_err());
}

#[test]
fn errors_name_the_file_and_quote_the_line() {
    let e = parse_module_file("dir/model.hlo", &good_with("add(m, b)", "add(m, q)")).unwrap_err();
    let text = e.to_string();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "dir/model.hlo:17:31: undefined instruction 'q' in computation 'main'"
    );
    assert!(
        lines[1].contains("ROOT out = f32[4]{0} add(m, q)"),
        "{text}"
    );
    assert_eq!(lines[2].find('^'), lines[1].find("q)"), "{text}");
}

#[test]
fn bad_attribute_values() {
    let cases = [
        (
            "dimensions={0}",
            "dimensions={x}",
            "expected an integer, found 'x'",
        ),
        (
            "to_apply=add_comp",
            "to_apply={add_comp}",
            "expected a computation name",
        ),
        (
            "dimensions={}",
            "dimensions={}, direction=SIDEWAYS",
            "expected one of EQ, NE, GE, GT, LE, LT, found 'SIDEWAYS'",
        ),
        (
            "dimensions={}",
            "dimensions={}, window={size=3x3 stride=1}",
            "window field 'stride' has 1 dimensions, expected 2",
        ),
        (
            "dimensions={}",
            "dimensions={}, dim_labels=b01f_01io->bf",
            "bad dim_labels",
        ),
        (
            "dimensions={}",
            "dimensions={}, padding=1_2_3_4",
            "bad padding '1_2_3_4'",
        ),
        (
            "dimensions={}",
            "dimensions={}, slice={[0:4}",
            "expected ']' to close a slice range",
        ),
        (
            "dimensions={}",
            "dimensions={}, channel_id=",
            "expected a value for 'channel_id'",
        ),
        (
            "dimensions={}",
            "dimensions={}, sharding={replicated",
            "expected '}' to close computation 'main', found end of input",
        ),
        ("op_type=\"add\"", "op_type=add", "expected a string"),
        (
            "c = f32[] constant(1.5)",
            "c = f32[] constant(1.5.5)",
            "expected a f32 value, found '1.5.5'",
        ),
        (
            "c = f32[] constant(1.5)",
            "c = f32[] constant(nan(0x800000))",
            "bad NaN payload '0x800000' for f32",
        ),
        (
            "c = f32[] constant(1.5)",
            "c = pred[] constant(2)",
            "expected a pred value",
        ),
        (
            "c = f32[] constant(1.5)",
            "c = token[] constant(1)",
            "not token",
        ),
        (
            "b = f32[4]{0}",
            "b = f33[4]{0}",
            "expected a shape, found 'f33'",
        ),
    ];
    for (from, to, message) in cases {
        let e = error(&good_with(from, to));
        assert!(e.contains(message), "{to}: expected '{message}' in:\n{e}");
        assert!(e.starts_with("<input>:"), "{e}");
    }
}

#[test]
fn signature_must_match_the_body() {
    let e = error(&good_with(
        "add_comp {",
        "add_comp (x: f32[], y: s32[]) -> f32[] {",
    ));
    assert!(
        e.contains("signature of 'add_comp' says parameter 1 is s32[], the body says f32[]"),
        "{e}"
    );
    let e = error(&good_with("add_comp {", "add_comp (x: f32[]) -> f32[] {"));
    assert!(e.contains("lists 1 parameters, the body has 2"), "{e}");
    let e = error(&good_with(
        "add_comp {",
        "add_comp (x: f32[], y: f32[]) -> s32[] {",
    ));
    assert!(
        e.contains("says the result is s32[], the root is f32[]"),
        "{e}"
    );
    assert!(parse_module(&good_with(
        "add_comp {",
        "%add_comp (x: f32[], y: f32[]) -> f32[] {"
    ))
    .is_ok());
}

#[test]
fn columns_count_characters_not_bytes() {
    let text = "HloModule m\nENTRY main {\n  p = f32[] parameter(0), metadata={op_name=\"\u{e9}\u{e9}\"}, colour=1\n}\n";
    let line = text.lines().nth(2).unwrap();
    let col = line[..line.find("colour").unwrap()].chars().count() + 1;
    assert_error(text, &format!("3:{col}"), "unknown attribute 'colour'");
}

#[test]
fn one_long_line_parses_in_linear_time() {
    let mut text = String::from(
        "HloModule m ENTRY main { p = f32[] parameter(0), metadata={op_name=\"\u{e9}\"} ",
    );
    for i in 0..20_000 {
        text.push_str(&format!(
            "n{i} = f32[] negate(p), metadata={{op_name=\"\u{e9}\"}} "
        ));
    }
    text.push_str("ROOT r = f32[] add(p, p) }");
    let start = std::time::Instant::now();
    let m = parse_module(&text).unwrap();
    assert_eq!(m.instruction_count(), 20_002);
    assert!(start.elapsed().as_secs() < 5, "took {:?}", start.elapsed());
}

/// Every corpus file, for mutation.
fn corpus_texts() -> Vec<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/corpus");
    let mut out: Vec<String> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| std::fs::read_to_string(e.ok()?.path().join("model.hlo")).ok())
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out.push(GOOD.to_string());
    out
}

/// One edit: delete, duplicate, swap or insert bytes at a position.
#[derive(Clone, Debug)]
enum Mutation {
    Delete { at: usize, len: usize },
    Duplicate { at: usize, len: usize },
    Swap { a: usize, b: usize, len: usize },
    Insert { at: usize, text: &'static str },
}

const INSERTS: &[&str] = &[
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    ",",
    "=",
    ":",
    "->",
    "<=",
    "\"",
    "/*",
    "*/",
    "//",
    "%",
    "-",
    "ROOT ",
    "ENTRY ",
    "{...}",
    "nan(0x1)",
    "-1",
    "99999999999999999999",
    "\u{e9}",
    "\n",
    "x",
];

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), 1usize..12).prop_map(|(at, len)| Mutation::Delete { at, len }),
        (any::<usize>(), 1usize..40).prop_map(|(at, len)| Mutation::Duplicate { at, len }),
        (any::<usize>(), any::<usize>(), 1usize..12).prop_map(|(a, b, len)| Mutation::Swap {
            a,
            b,
            len
        }),
        (any::<usize>(), prop::sample::select(INSERTS))
            .prop_map(|(at, text)| Mutation::Insert { at, text }),
    ]
}

fn apply(text: &str, m: &Mutation) -> Vec<u8> {
    let mut b = text.as_bytes().to_vec();
    let n = b.len().max(1);
    match *m {
        Mutation::Delete { at, len } => {
            let at = at % n;
            b.drain(at..(at + len).min(b.len()));
        }
        Mutation::Duplicate { at, len } => {
            let at = at % n;
            let piece = b[at..(at + len).min(b.len())].to_vec();
            b.splice(at..at, piece);
        }
        Mutation::Swap { a, b: other, len } => {
            let (x, y) = ((a % n).min(other % n), (a % n).max(other % n));
            let len = len.min(y - x).min(b.len() - y);
            for i in 0..len {
                b.swap(x + i, y + i);
            }
        }
        Mutation::Insert { at, text } => {
            let at = at % (b.len() + 1);
            b.splice(at..at, text.bytes());
        }
    }
    b
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 10000, failure_persistence: None, ..ProptestConfig::default() })]

    /// Mutated corpus files parse or fail with a positioned error; they never panic. A
    /// mutation that still parses must print and parse back to the same module.
    #[test]
    fn mutated_corpus_never_panics(
        file in any::<prop::sample::Index>(),
        edits in prop::collection::vec(mutation(), 1..4),
    ) {
        let texts = corpus_texts_cached();
        let mut bytes = texts[file.index(texts.len())].as_bytes().to_vec();
        for m in &edits {
            let text = String::from_utf8_lossy(&bytes).into_owned();
            bytes = apply(&text, m);
        }
        match parse_module_bytes(&bytes) {
            Ok(module) => {
                let printed = kiln_hlo::print_module(&module);
                let again = parse_module(&printed);
                prop_assert!(again.is_ok(), "printed text does not parse: {:?}\n{printed}", again.err());
                prop_assert!(again.ok() == Some(module), "parse(print(m)) != m:\n{printed}");
            }
            Err(e) => prop_assert!(e.span.is_known(), "error without a position: {e}"),
        }
    }
}

fn corpus_texts_cached() -> &'static [String] {
    static TEXTS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    TEXTS.get_or_init(corpus_texts)
}
