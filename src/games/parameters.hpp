// The parameters of a command, as the command line, the menu and line mode's questions all see
// them: each one's name, kind and help, and for a number its range, its default and the question
// that asks for it when it is missing (as the handouts ask: handout 000 the number of columns,
// handout 001 the size of the grid), and its name in a form. ParameterValues holds what was given,
// as text, and reads it back typed, with one clear message for anything wrong; each game turns the
// values into its typed setup at once (games/*/*_description.cpp).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace marienbad {

enum class ParameterKind {
    flag,       // present or not: --misere
    number,     // a whole number in [min, max]: --columns 7
    text,       // a value the command reads itself: --piles 1,3,5,7
    argument,   // one value without an option name: octal 0.77
    arguments,  // values without an option name: solve nim 3 4 5
};

// One value a form offers for a parameter: as the command line gives it, and as it is shown; an
// empty value leaves the parameter out (Nim's random columns rather than --piles).
struct ParameterChoice {
    std::string value;  // "human"
    std::string label;  // "you", translated
};

// A parameter that only means something when another has one of some values (who starts, when
// a person plays the computer).
struct ParameterCondition {
    std::string name;                 // "--players"
    std::vector<std::string> values;  // {"human-computer"}
};

struct ParameterSpec {
    std::string name = {};  // "--columns"; "code" for an argument
    ParameterKind kind = ParameterKind::text;
    std::string help = {};        // translated
    std::string value_name = {};  // "N", "1,3,5,7"
    int min = 0;                  // number: the range
    int max = 0;
    std::optional<int> fallback = {};    // number: the value when it is not given
    std::string question = {};           // asked when missing, as this prompt; never when empty
    std::string unless = {};             // not asked when this other parameter is given
    bool required = false;               // the command needs it
    std::string label = {};              // its name in a form (the terminal's menu), which offers
                                         // the numbers that have one
    std::optional<int> suggestion = {};  // number without a fallback: what a form offers first
    std::string form_help = {};          // the help a form shows beside it (written for a form)
    std::vector<ParameterChoice> choices = {};     // the values a form offers, with their labels (a
                                                   // text's; a number's, to name its values)
    std::optional<std::string> default_text = {};  // text: the value when it is not given
    std::optional<ParameterCondition> applies_when = {};  // when it means something
    bool form_last = false;  // a form offers it after the common parameters (Nim's board)
    // A number for each seat ("2,4": seat one's, then seat two's; one value is both seats'): where
    // `per_seat_when` holds, a form offers an item for each seat, named by `seat_labels`, in place
    // of its one item (the levels of two computers).
    std::vector<std::string> seat_labels = {};
    std::optional<ParameterCondition> per_seat_when = {};
};

class ParameterValues {
  public:
    ParameterValues() = default;
    explicit ParameterValues(std::vector<ParameterSpec> specs) : specs_(std::move(specs)) {}

    const std::vector<ParameterSpec>& specs() const { return specs_; }
    const ParameterSpec& spec(std::string_view name) const;

    bool given(std::string_view name) const;
    // Whether what stands in its place was given (its `unless`: Nim's --piles for --columns).
    bool replaced(const ParameterSpec& spec) const;
    // Whether its question is still to be asked: it has one, and neither it nor what stands in
    // its place was given (line mode asks it; the terminal interface opens the game's form).
    bool to_ask(const ParameterSpec& spec) const;
    // The text given (empty when not given); the values of an `arguments` parameter.
    const std::string& text(std::string_view name) const;
    // The text given, else the parameter's default (empty when it has none, or when the command
    // does not take it).
    std::string text_or_default(std::string_view name) const;
    const std::vector<std::string>& texts(std::string_view name) const;
    bool flag(std::string_view name) const { return given(name); }
    // A number parameter: the value given, checked against its range (UsageError), else its
    // fallback (std::logic_error when it has none: a question should have been asked).
    int number(std::string_view name) const;
    // The value given (a number for each seat: the first seat's, both checked).
    std::optional<int> number_if_given(std::string_view name) const;
    // A number for each seat: one value for both seats or one each ("2,4"), each checked against
    // the range (UsageError); empty when not given.
    std::vector<int> seat_numbers(std::string_view name) const;

    // Gives a parameter, as the command line or an answer does.
    void give(std::string_view name, std::string text = {});
    void give_all(std::string_view name, std::vector<std::string> texts);
    // Takes a parameter back, as if it had never been given (a flag turned off).
    void forget(std::string_view name);
    // Gives one seat's value (seat 0 or 1) of a value for each seat, keeping the other seat's.
    void give_seat(std::string_view name, int seat, const std::string& text);

  private:
    std::vector<ParameterSpec> specs_;
    std::map<std::string, std::vector<std::string>, std::less<>> given_;
};

// Whether the values meet the condition (none: always).
bool condition_holds(const std::optional<ParameterCondition>& condition,
                     const ParameterValues& values);

}  // namespace marienbad
