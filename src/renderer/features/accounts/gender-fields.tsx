import type { ComponentProps } from 'react';
import { Select, TextInput } from '@mantine/core';
import { Gender, GENDER_DESCRIPTION_MAX_LENGTH, GENDER_MESSAGES } from '@shared/domain/accounts';
import { genderOptions } from './gender';

type SelectProps = Omit<ComponentProps<typeof Select<Gender>>, 'data' | 'label'>;
type TextProps = Omit<ComponentProps<typeof TextInput>, 'label'>;

/**
 * The gender choice and, only for "prefer to self-describe", a short field for the player's own
 * words. The caller passes each field's form props, so both forms keep their own field names.
 */
export function GenderFields({
  gender,
  selectProps,
  descriptionProps,
}: {
  gender: Gender;
  selectProps: SelectProps;
  descriptionProps: TextProps;
}) {
  return (
    <>
      <Select<Gender> label="Gender" data={genderOptions} allowDeselect={false} {...selectProps} />
      {gender === Gender.SelfDescribed && (
        <TextInput
          label={GENDER_MESSAGES.descriptionLabel}
          required
          maxLength={GENDER_DESCRIPTION_MAX_LENGTH}
          errorProps={{ role: 'alert' }}
          {...descriptionProps}
        />
      )}
    </>
  );
}
