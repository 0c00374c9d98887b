/** A plain search form that opens the results page (/search?q=…); works before JS loads and without it. */
import React, {type FormEvent, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = {
  /** The input's accessible name (and the landmark's): unique on the page. */
  label?: string;
  defaultValue?: string;
  /** With JavaScript the results page searches in place instead of reloading. */
  onSearch?: (query: string) => void;
};

export default function SearchForm({label, defaultValue, onSearch}: Props): ReactNode {
  const name = label ?? translate({id: 'theme.SearchBar.inputAriaLabel', message: 'Поиск по справочному центру'});
  const onSubmit = onSearch
    ? (e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        onSearch(String(new FormData(e.currentTarget).get('q') ?? '').trim());
      }
    : undefined;
  return (
    <form
      className={styles.form}
      action={useBaseUrl('/search')}
      method="get"
      role="search"
      aria-label={name}
      onSubmit={onSubmit}
    >
      <input
        className={styles.input}
        type="search"
        name="q"
        aria-label={name}
        placeholder={name}
        defaultValue={defaultValue}
        key={defaultValue}
        required
      />
      <button className="button button--primary" type="submit">
        {translate({id: 'theme.SearchForm.submit', message: 'Найти', description: 'Submit button of the search form'})}
      </button>
    </form>
  );
}
