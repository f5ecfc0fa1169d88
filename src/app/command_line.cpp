// The command line, defined with CLI11. CLI11 finds the commands and options; their values are
// kept as text and converted by option_values.cpp, whose messages are translated.
#include "app/command_line.hpp"

#include <CLI/CLI.hpp>
#include <cstring>
#include <string_view>

#include "app/game_option_flags.hpp"
#include "app/grid_command_line.hpp"
#include "app/misere_command_line.hpp"
#include "app/octal_command_line.hpp"
#include "app/row_command_line.hpp"
#include "app/solve_octal_command_line.hpp"
#include "app/solve_row_command_line.hpp"
#include "app/usage_error.hpp"
#include "rules/nim_rules.hpp"

namespace marienbad {
namespace {

// Limits of `solve nim`, wider than a game board's: the solver is instant at any size.
constexpr int k_solve_max_piles = 1000;
constexpr int k_solve_max_pieces = 1'000'000'000;

void translate_help_labels(CLI::App& app) {
    auto formatter = app.get_formatter();
    formatter->label("Usage", tr("Usage"));
    formatter->label("OPTIONS", tr("OPTIONS"));
    formatter->label("SUBCOMMAND", tr("COMMAND"));
    formatter->label("SUBCOMMANDS", tr("COMMANDS"));
    formatter->label("Options", tr("Options"));
    formatter->label("Positionals", tr("Arguments"));
    formatter->label("REQUIRED", tr("REQUIRED"));
    formatter->label("Excludes", tr("Excludes"));
    formatter->label("TEXT", tr("TEXT"));
    formatter->column_width(34);
}

// CLI11's own messages are in English: the usual ones (an unexpected argument, a missing value,
// an option given twice, a required option left out) are said again in the player's language;
// the rare others are kept, on one line.
std::string parse_error_message(const CLI::ParseError& error, const CLI::App& app, int argc,
                                const char* const* argv) {
    if (dynamic_cast<const CLI::ExtrasError*>(&error) != nullptr) {
        std::vector<std::string> extras = app.remaining(true);
        const auto position = [argc, argv](const std::string& argument) {
            return std::find(argv, argv + argc, argument) - argv;
        };
        std::stable_sort(extras.begin(), extras.end(),
                         [&](const auto& a, const auto& b) { return position(a) < position(b); });
        return ntrf("unexpected argument: {0}", "unexpected arguments: {0}",
                    static_cast<long long>(extras.size()), fmt::join(extras, " "));
    }
    std::string message = error.what();
    if (dynamic_cast<const CLI::ArgumentMismatch*>(&error) != nullptr) {
        if (const auto colon = message.find(':'); colon != std::string::npos) {
            // An option given twice: "--rows: At Most 1 required but received 2".
            if (message.find("At Most", colon) != std::string::npos) {
                return trf("{0}: given more than once", message.substr(0, colon));
            }
            return trf("{0}: a value is missing", message.substr(0, colon));
        }
    }
    // A required option left out (solve grid's --rows and --cols): "--rows is required".
    constexpr std::string_view k_required = " is required";
    if (dynamic_cast<const CLI::RequiredError*>(&error) != nullptr &&
        message.ends_with(k_required) && message.starts_with("--")) {
        return trf("{0} is required", message.substr(0, message.size() - k_required.size()));
    }
    std::replace(message.begin(), message.end(), '\n', ' ');
    return message;
}

}  // namespace

std::optional<Language> find_language_option(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "--lang" && i + 1 < argc) {
            return parse_language(argv[i + 1]);
        }
        if (argument.starts_with("--lang=")) {
            return parse_language(argument.substr(std::strlen("--lang=")));
        }
    }
    return std::nullopt;
}

CommandLine parse_command_line(int argc, const char* const* argv) {
    CLI::App app(tr("Marienbad: games of Nim against a computer that can play perfectly."),
                 "marienbad");
    translate_help_labels(app);
    app.option_defaults()->group(tr("Options"));
    app.set_help_flag("-h,--help", tr("print this help and exit"));
    app.set_version_flag("--version", std::string("marienbad ") + MARIENBAD_VERSION,
                         tr("print the version and exit"));
    app.require_subcommand(0, 1);
    app.fallthrough();
    std::string language;
    auto* lang =
        app.add_option("--lang", language, tr("language: en or fr (default: from the locale)"))
            ->type_name("en|fr");
    app.footer(
        tr("Without a command, a menu offers the games.\n"
           "Run 'marienbad COMMAND --help' for the options of a command."));

    // Subcommands copy the footer and group of the app they are added to.
    const auto as_command = [](CLI::App* command) {
        command->group(tr("Commands"));
        command->footer("");
        command->get_help_ptr()->group(tr("Options"));
        return command;
    };
    CommandLine result;
    RawGameOptions raw_nim;
    std::string piles_text, columns_text;
    auto* nim = as_command(
        app.add_subcommand("nim", tr("play Nim: take pieces from one column at a time")));
    auto* piles =
        nim->add_option("--piles", piles_text, tr("the sizes of the columns, e.g. 1,3,5,7"));
    piles->type_name("1,3,5,7");
    auto* columns = nim->add_option(
        "--columns", columns_text,
        trf("number of columns drawn at random, 1 to {0}, each of 1 to {1} pieces (asked when "
            "missing)",
            k_nim_max_piles, k_nim_max_pieces));
    columns->type_name("N");
    bool misere = false;
    nim->add_flag("--misere", misere, tr("misère play: whoever takes the last piece loses"));
    add_game_options(*nim, raw_nim);

    RawGridOptions raw_grid;
    auto* grid = as_command(app.add_subcommand(
        "grid", tr("play the pawn on a grid: push it right or down into the sink")));
    add_grid_options(*grid, raw_grid);

    RawRowOptions raw_row;
    auto* row = as_command(
        app.add_subcommand("row", tr("play the matchstick row: take 1 to 3 matches side by side")));
    add_row_options(*row, raw_row);

    auto* solve = as_command(
        app.add_subcommand("solve", tr("solve a position: who wins, and every winning move")));
    std::vector<std::string> solve_piles;
    auto* solve_nim =
        as_command(solve->add_subcommand("nim", tr("solve a Nim position: solve nim 3 4 5")));
    solve_nim->add_option("piles", solve_piles, tr("the sizes of the columns"))->type_name("N");
    solve_nim->add_flag("--misere", result.solve_nim.misere, tr("misère play"));
    solve_nim->add_flag("--json", result.solve_nim.json, tr("print one JSON object"));
    solve_nim->add_flag("--explain", result.solve_nim.explain,
                        tr("show the binary-matrix method step by step"));

    RawSolveGridOptions raw_solve_grid;
    auto* solve_grid = as_command(solve->add_subcommand(
        "grid", tr("solve a grid: solve grid --rows 5 --cols 5 --ban \"2,4;4,3\"")));
    add_solve_grid_options(*solve_grid, raw_solve_grid);

    RawSolveRowOptions raw_solve_row;
    auto* solve_row = as_command(solve->add_subcommand(
        "row", tr("solve a row of matches: solve row --length 21 or --position 1101110")));
    add_solve_row_options(*solve_row, raw_solve_row);

    RawSolveOctalOptions raw_solve_octal;
    auto* solve_octal = as_command(solve->add_subcommand(
        "octal", tr("solve a sum of heaps of an octal game: solve octal 0.77 --heaps 3,5,7")));
    add_solve_octal_options(*solve_octal, raw_solve_octal);

    RawOctalOptions raw_octal;
    auto* octal = as_command(app.add_subcommand(
        "octal", tr("the values of an octal game and their period: octal 0.77 --count 200")));
    add_octal_options(*octal, raw_octal);

    RawMisereOptions raw_misere;
    auto* misere_quotient = as_command(app.add_subcommand(
        "misere", tr("the misère quotient of an octal game, proved: misere 0.07 --heaps 30")));
    add_misere_options(*misere_quotient, raw_misere);

    auto* bench =
        as_command(app.add_subcommand("bench", tr("time the solvers on fixed positions")));

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        result.command = Command::help;
        result.help_text = app.help();
        return result;
    } catch (const CLI::CallForAllHelp&) {
        result.command = Command::help;
        result.help_text = app.help("", CLI::AppFormatMode::All);
        return result;
    } catch (const CLI::CallForVersion&) {
        result.command = Command::version;
        result.help_text = std::string("marienbad ") + MARIENBAD_VERSION + "\n";
        return result;
    } catch (const CLI::ParseError& error) {
        throw UsageError(parse_error_message(error, app, argc, argv));
    }
    if (lang->count() > 0) {
        parse_language_option("--lang", language);
    }

    if (nim->parsed()) {
        result.command = Command::nim;
        if (piles->count() > 0 && columns->count() > 0) {
            throw UsageError(tr("--piles and --columns cannot be used together"));
        }
        result.nim.game = convert_game_options(raw_nim);
        if (piles->count() > 0) {
            result.nim.board.piles = parse_pile_list("--piles", piles_text);
            check_piles("--piles", result.nim.board.piles, k_nim_max_piles, k_nim_max_pieces);
        }
        if (columns->count() > 0) {
            result.nim.board.random_piles =
                parse_int_value("--columns", columns_text, 1, k_nim_max_piles);
        }
        result.nim.board.convention = misere ? Convention::misere : Convention::normal;
    } else if (grid->parsed()) {
        result.command = Command::grid;
        result.grid = convert_grid_options(raw_grid);
    } else if (row->parsed()) {
        result.command = Command::row;
        result.row = convert_row_options(raw_row);
    } else if (solve_nim->parsed()) {
        result.command = Command::solve_nim;
        result.solve_nim.piles = parse_pile_arguments(solve_piles);
        check_piles("solve nim", result.solve_nim.piles, k_solve_max_piles, k_solve_max_pieces);
    } else if (solve_grid->parsed()) {
        result.command = Command::solve_grid;
        result.solve_grid = convert_solve_grid_options(raw_solve_grid);
    } else if (solve_row->parsed()) {
        result.command = Command::solve_row;
        result.solve_row = convert_solve_row_options(raw_solve_row);
    } else if (solve_octal->parsed()) {
        result.command = Command::solve_octal;
        result.solve_octal = convert_solve_octal_options(raw_solve_octal);
    } else if (solve->parsed()) {
        throw UsageError(
            tr("solve: say which game, e.g. solve nim 3 4 5, solve grid --rows 5 --cols 5, "
               "solve row --length 21 or solve octal 0.77 --heaps 3,5,7"));
    } else if (octal->parsed()) {
        result.command = Command::octal;
        result.octal = convert_octal_options(raw_octal);
    } else if (misere_quotient->parsed()) {
        result.command = Command::misere;
        result.misere = convert_misere_options(raw_misere);
    } else if (bench->parsed()) {
        result.command = Command::bench;
    }
    return result;
}

}  // namespace marienbad
