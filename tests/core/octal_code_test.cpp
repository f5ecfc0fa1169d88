// Octal games' codes (octal/octal_code.hpp): what the parser accepts, how a code is written
// back, and each error with the character it points at, as the command line reports them.
#include <gtest/gtest.h>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "octal/octal_code.hpp"

namespace marienbad {
namespace {

OctalCode parsed(std::string_view text) {
    const OctalCodeParse parse = parse_octal_code(text);
    EXPECT_EQ(parse.error, OctalCodeError::none) << text;
    return parse.code.value_or(OctalCode{});
}

void expect_error(std::string_view text, OctalCodeError error, std::size_t at) {
    const OctalCodeParse parse = parse_octal_code(text);
    EXPECT_FALSE(parse.code.has_value()) << text;
    EXPECT_EQ(parse.error, error) << text;
    EXPECT_EQ(parse.error_at, at) << text;
}

TEST(OctalCode, ReadsTheDigitsAfterAndBeforeThePoint) {
    EXPECT_EQ(parsed("0.777").digits, (std::vector<int>{0, 7, 7, 7}));
    EXPECT_EQ(parsed("0.07").digits, (std::vector<int>{0, 0, 7}));
    EXPECT_EQ(parsed("0.137").digits, (std::vector<int>{0, 1, 3, 7}));
    EXPECT_EQ(parsed("4.7").digits, (std::vector<int>{4, 7}));
    // Winning Ways writes Kayles .77; trailing zeros change nothing.
    EXPECT_EQ(parsed(".77"), parsed("0.77"));
    EXPECT_EQ(parsed("0.7700"), parsed("0.77"));
    EXPECT_EQ(parsed("0.0").digits, (std::vector<int>{0}));
    EXPECT_EQ(parsed("4.000").digits, (std::vector<int>{4}));
}

TEST(OctalCode, DigitsTakesAndSplits) {
    const OctalCode dawsons_chess = parsed("0.137");
    EXPECT_EQ(dawsons_chess.max_take(), 3);
    EXPECT_EQ(dawsons_chess.digit(0), 0);
    EXPECT_EQ(dawsons_chess.digit(2), 3);
    EXPECT_EQ(dawsons_chess.digit(4), 0);
    EXPECT_EQ(dawsons_chess.digit(-1), 0);
    EXPECT_TRUE(dawsons_chess.splits());
    EXPECT_FALSE(parsed("0.333").splits());
    EXPECT_TRUE(parsed("4.3").splits());
    EXPECT_EQ(parsed("0.0").max_take(), 0);
}

TEST(OctalCode, WritesTheUsualForm) {
    for (const std::string text : {"0.777", "0.07", "0.137", "4.7", "0.0", "4.0", "0.1234567"}) {
        EXPECT_EQ(to_string(parsed(text)), text);
    }
    EXPECT_EQ(to_string(parsed(".770")), "0.77");
}

TEST(OctalCode, ConsecutiveTakesAreSevens) {
    // Handout 004: 1, 2 or 3 consecutive matches is 0.777; 1 or 2 is Kayles.
    EXPECT_EQ(consecutive_takes_code(3), parsed("0.777"));
    EXPECT_EQ(consecutive_takes_code(2), parsed("0.77"));
    EXPECT_EQ(to_string(consecutive_takes_code(5)), "0.77777");
    EXPECT_EQ(consecutive_takes_code(0), parsed("0.0"));
}

TEST(OctalCode, RefusesDigitsThatAreNotOctal) {
    expect_error("0.787", OctalCodeError::not_octal_digit, 3);
    expect_error("0.9", OctalCodeError::not_octal_digit, 2);
    expect_error("8.7", OctalCodeError::not_octal_digit, 0);
}

TEST(OctalCode, RefusesOtherCharacters) {
    expect_error("0.7a7", OctalCodeError::unexpected_character, 3);
    expect_error("0.7.7", OctalCodeError::unexpected_character, 3);
    expect_error(" 0.77", OctalCodeError::unexpected_character, 0);
    expect_error("0,77", OctalCodeError::unexpected_character, 1);
    expect_error("-0.7", OctalCodeError::unexpected_character, 0);
}

TEST(OctalCode, RefusesEmptyTextAndMissingParts) {
    expect_error("", OctalCodeError::empty, 0);
    expect_error("777", OctalCodeError::missing_point, 3);
    expect_error("0.", OctalCodeError::no_digit_after_point, 2);
    expect_error(".", OctalCodeError::no_digit_after_point, 1);
    expect_error("10.7", OctalCodeError::several_digits_before_point, 1);
}

TEST(OctalCode, RefusesDigitsBeforeThePointOtherThanZeroAndFour) {
    // 1 would take a heap of no tokens, 2 would pass: neither is a move.
    for (const std::string_view text : {"1.7", "2.7", "3.7", "5.7", "6.7", "7.7"}) {
        expect_error(text, OctalCodeError::bad_digit_before_point, 0);
    }
}

TEST(OctalCode, TakesUpToTheMostDigitsAfterThePoint) {
    const std::string longest = "0." + std::string(k_octal_max_digits, '7');
    ASSERT_TRUE(parse_octal_code(longest).code);
    EXPECT_EQ(parse_octal_code(longest).code->max_take(), static_cast<int>(k_octal_max_digits));
    expect_error(longest + "7", OctalCodeError::too_many_digits, 2 + k_octal_max_digits);
    // Checked before the digits are kept: a code as long as an argument may be is refused at once.
    expect_error("." + std::string(100'000, '7'), OctalCodeError::too_many_digits,
                 1 + k_octal_max_digits);
}

TEST(OctalCode, WinningWaysWayOfWritingIsAccepted) {
    EXPECT_EQ(parsed(".7"), parsed("0.7"));
    EXPECT_EQ(parsed(".07"), parsed("0.07"));
}

}  // namespace
}  // namespace marienbad
