//! Any bytes: parsing must return (never panic, never hang), and whatever parses must print
//! to text that parses back to the same module.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(module) = kiln_hlo::parse_module_bytes(data) {
        let printed = kiln_hlo::print_module(&module);
        let again = kiln_hlo::parse_module(&printed).expect("printed text parses");
        assert_eq!(again, module, "parse(print(m)) != m");
    }
});
