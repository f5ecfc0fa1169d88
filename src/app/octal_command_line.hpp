// The command line of `octal CODE --count N [--until-periodic] [--json]`, defined with CLI11,
// and the conversion of its values: a code that parse_octal_code refuses is reported on one
// line that says what is wrong and where.
#pragma once

#include <CLI/CLI.hpp>
#include <string>
#include <string_view>

#include "app/octal_options.hpp"

namespace marienbad {

// Option values as the parser leaves them.
struct RawOctalOptions {
    std::string code, count;
    bool until_periodic = false;
    bool json = false;
    CLI::Option* code_option = nullptr;
    CLI::Option* count_option = nullptr;
};

// What is wrong with the text of a code, for a person: the fault and its place (1-based),
// after the command's name.
std::string octal_code_problem_message(std::string_view text, const OctalCodeParse& parse,
                                       std::string_view command = "octal");

// The code a command was given (`octal`, `misere`, `solve octal`); throws UsageError, with the
// fault and its place, for a text that is not a code.
OctalCode parse_octal_code_option(std::string_view command, std::string_view text);

void add_octal_options(CLI::App& command, RawOctalOptions& raw);

// Throws UsageError for anything wrong.
OctalOptions convert_octal_options(const RawOctalOptions& raw);

}  // namespace marienbad
