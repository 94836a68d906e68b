/** Company lookups the shell needs (schema/graphql/companies.graphql). */
import { gql } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';

export interface CurrentCompany {
  id: number;
  uuid: string;
  name: string;
  digit_code: string;
  external_pim: boolean;
}

export const COMPANY_BY_DIGIT_CODE: TypedDocumentNode<{ company: CurrentCompany | null }, { digit_code: string }> = gql`
  query CompanyByDigitCode($digit_code: String!) { company(digit_code: $digit_code) { id uuid name digit_code external_pim } }
`;

export const ACCESS_OPTIONS: TypedDocumentNode<{ accessOptions: unknown }, { email?: string | null }> = gql`
  query AccessOptions($email: String) { accessOptions(email: $email) }
`;
